import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { haversineKm } from "../core/geo";
import { localized, type Locale } from "../core/i18n";
import { money, moneyOrNull, toDecimal } from "../core/money";
import { orderPolicyText } from "./cancellation-policy";
import { moveOpeningTime, orderMachine, TRACKING_STATES } from "./state-machine";
import type { OrderView } from "./schemas";

// Order payloads. Loaders take a where clause already scoped to the viewer.
// The provider's location is shown to the order's customer (and its own
// vendor) only while tracking; admins never see it (docs/orders.md: never
// visible to anyone else).

export const orderInclude = {
  vendor: { select: { id: true, nameAr: true, nameEn: true, slug: true } },
  customer: { select: { firstName: true, lastName: true, phone: true } },
} satisfies Prisma.OrderInclude;

export type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;
export type Viewer = "customer" | "vendor" | "admin";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether what was paid covers what is due online. */
export const isPaid = (o: { amountDue: { toString(): string }; amountPaid: { toString(): string } }) => toDecimal(o.amountPaid).gte(toDecimal(o.amountDue));

const CUSTOMER_ACTIONS: Partial<Record<string, string>> = { customer_cancel: "cancel" };
const VENDOR_ACTIONS: Partial<Record<string, string>> = {
  accept: "accept",
  vendor_decline: "decline",
  set_out: "on_the_way",
  start: "start",
  complete: "complete",
  vendor_cancel: "cancel",
};

function actionsFor(row: OrderRow, viewer: Viewer, reviewed: boolean, tipped: boolean): string[] {
  if (viewer === "admin") return [];
  const names = viewer === "customer" ? CUSTOMER_ACTIONS : VENDOR_ACTIONS;
  const out = orderMachine.movesFrom(row.status).flatMap((m) => (names[m] ? [names[m]] : []));
  const paid = isPaid(row);
  if (viewer === "customer" && row.status === "placed" && !paid && row.paymentDeadline > now()) out.unshift("pay");
  if (viewer === "vendor" && !paid) return out.filter((a) => a !== "accept");
  if (viewer === "vendor" && TRACKING_STATES.includes(row.status)) out.push("location");
  if (viewer === "customer" && row.status === "completed" && !reviewed) out.push("review");
  if (viewer === "customer" && row.status === "completed" && !tipped) out.push("tip");
  return out;
}

export function orderView(
  row: OrderRow,
  area: { id: string; nameAr: string; nameEn: string; latitude: number | null; longitude: number | null },
  locale: Locale,
  viewer: Viewer,
  reviewId: string | null,
  tip: { toString(): string } | null = null,
): OrderView {
  const point =
    row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : area.latitude !== null && area.longitude !== null
        ? { latitude: area.latitude, longitude: area.longitude }
        : null;
  const tracking =
    viewer !== "admin" && TRACKING_STATES.includes(row.status) && row.providerLatitude !== null && row.providerLongitude !== null && row.providerLocationAt;
  const location = tracking ? { latitude: row.providerLatitude!, longitude: row.providerLongitude!, recorded_at: row.providerLocationAt!.toISOString() } : null;
  const distance = location && point ? Math.round(haversineKm(location.latitude, location.longitude, point.latitude, point.longitude) * 10) / 10 : null;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    vendor: { id: row.vendor.id, name: localized(locale, row.vendor.nameAr, row.vendor.nameEn), slug: row.vendor.slug },
    customer:
      viewer === "customer"
        ? null
        : { name: `${row.customer.firstName} ${row.customer.lastName}`.trim(), phone: row.status === "cancelled" ? null : row.customer.phone },
    service_id: row.serviceId,
    package: { id: row.packageId, name: localized(locale, row.packageNameAr, row.packageNameEn) },
    payment_mode: row.paymentMode as OrderView["payment_mode"],
    total: money(row.total),
    amount_due: money(row.amountDue),
    amount_paid: money(row.amountPaid),
    paid: isPaid(row),
    service_date: row.serviceDate.toISOString().slice(0, 10),
    starts_at: row.startsAt.toISOString(),
    area: { id: area.id, name: localized(locale, area.nameAr, area.nameEn) },
    address: row.address,
    point,
    notes: row.notes,
    payment_deadline: row.paymentDeadline.toISOString(),
    confirm_deadline: iso(row.confirmDeadline),
    confirmed_at: iso(row.confirmedAt),
    on_the_way_at: iso(row.onTheWayAt),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    cancelled_at: iso(row.cancelledAt),
    cancelled_by: row.cancelledBy as OrderView["cancelled_by"],
    cancel_reason: row.cancelReason,
    refund_percent: row.refundPercent,
    refund_due: moneyOrNull(row.refundDue),
    provider_location: location,
    distance_km: distance,
    actions: actionsFor(row, viewer, reviewId !== null, tip !== null),
    moves_open_at:
      viewer === "vendor"
        ? {
            on_the_way: iso(moveOpeningTime("set_out", row.startsAt)),
            start: iso(moveOpeningTime("start", row.startsAt)),
            complete: iso(moveOpeningTime("complete", row.startsAt)),
          }
        : null,
    policy: orderPolicyText(locale),
    review_id: reviewId,
    tip: tip === null ? null : money(tip),
    created_at: row.createdAt.toISOString(),
  };
}

export async function loadOrderViews(
  where: Prisma.OrderWhereInput,
  locale: Locale,
  viewer: Viewer,
  page?: { skip: number; take: number },
): Promise<OrderView[]> {
  const rows = await db.order.findMany({ where, include: orderInclude, orderBy: { createdAt: "desc" }, ...page });
  const ids = rows.map((r) => r.id);
  const [areas, reviews, tips] = await Promise.all([
    db.area.findMany({
      where: { id: { in: [...new Set(rows.map((r) => r.areaId))] } },
      select: { id: true, nameAr: true, nameEn: true, latitude: true, longitude: true },
    }),
    db.review.findMany({ where: { bookingId: { in: ids } }, select: { id: true, bookingId: true } }),
    db.tip.findMany({ where: { sourceType: "order", sourceId: { in: ids } }, select: { sourceId: true, amount: true } }),
  ]);
  const areaById = new Map(areas.map((a) => [a.id, a]));
  const reviewByOrder = new Map(reviews.map((r) => [r.bookingId, r.id]));
  const tipByOrder = new Map(tips.map((t) => [t.sourceId, t.amount]));
  return rows.map((r) => orderView(r, areaById.get(r.areaId)!, locale, viewer, reviewByOrder.get(r.id) ?? null, tipByOrder.get(r.id) ?? null));
}

export async function loadOrderView(id: string, locale: Locale, viewer: Viewer): Promise<OrderView> {
  const [view] = await loadOrderViews({ id }, locale, viewer);
  return view;
}
