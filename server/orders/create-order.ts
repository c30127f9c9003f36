import { randomInt } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { holdVendorDay } from "../availability/hold-day";
import { DEPOSIT_PERCENT } from "../bookings/create-booking";
import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notFound, validationFailed } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { newId, ULID_PATTERN } from "../core/ids";
import { KUWAIT_TZ } from "../core/kuwait-time";
import { formatAmount, percentOf, toDecimal } from "../core/money";
import { requireVerifiedPhone } from "../identity/registration/require-verified-email";
import type { z } from "zod";
import type { createOrderBody, OrderView } from "./schemas";
import { loadOrderView } from "./views";

// POST /orders: a customer orders a package the vendor lets customers order
// directly, at its price, for a day and time in Kuwait. The order takes the
// vendor's day like a booking (server/availability/hold-day.ts: a full day
// is 409 VENDOR_UNAVAILABLE, two customers racing for the last free day get
// one order). It is born `placed` with an hour to pay (the payment intent's
// expiry); the `order-deadlines` job cancels it unpaid.

export const PAYMENT_WINDOW_MINUTES = 60;
/** An order starts at least this long after it is placed (time to pay and for the vendor to accept). */
export const MIN_LEAD_HOURS = 3;
const MAX_AHEAD_DAYS = 730;
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function orderReference(): string {
  let out = "OR-";
  for (let i = 0; i < 8; i++) out += CROCKFORD[randomInt(CROCKFORD.length)];
  return out;
}

/** The instant `date` `time` in Kuwait. */
export function kuwaitInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, 0, KUWAIT_TZ).getTime());
}

type Input = z.infer<typeof createOrderBody>;

async function orderablePackage(packageId: string) {
  const pkg = ULID_PATTERN.test(packageId)
    ? await db.servicePackage.findUnique({
        where: { id: packageId },
        include: { service: { include: { vendor: { select: { id: true, status: true, publishedAt: true } } } } },
      })
    : null;
  const vendor = pkg?.service.vendor;
  // Not published, not orderable or not a live vendor: the customer cannot see it, so it does not exist.
  if (!pkg || !pkg.directOrder || pkg.service.status !== "published" || vendor?.status !== "approved" || !vendor.publishedAt) throw notFound();
  return pkg;
}

export async function createOrder(input: Input, ctx: RequestContext): Promise<OrderView> {
  assertSignedIn(ctx);
  await requireVerifiedPhone(ctx.userId);
  const pkg = await orderablePackage(input.package_id);
  const area = ULID_PATTERN.test(input.area_id) ? await db.area.findUnique({ where: { id: input.area_id }, select: { id: true } }) : null;
  if (!area) throw validationFailed({ area_id: ["validation.area_unknown"] });
  if ((input.latitude === undefined) !== (input.longitude === undefined)) throw validationFailed({ longitude: ["validation.point_incomplete"] });
  const at = now();
  const startsAt = kuwaitInstant(input.date, input.time);
  if (startsAt.getTime() < at.getTime() + MIN_LEAD_HOURS * 3600_000) throw validationFailed({ time: ["validation.order_too_soon"] });
  if (startsAt.getTime() > at.getTime() + MAX_AHEAD_DAYS * 86_400_000) throw validationFailed({ date: ["validation.date_too_far"] });
  const serviceDate = new Date(`${input.date}T00:00:00.000Z`);
  const total = toDecimal(pkg.price);
  const amountDue = pkg.directOrder === "deposit" ? percentOf(total, DEPOSIT_PERCENT) : total;
  const id = newId();
  await db.$transaction(async (tx) => {
    await holdVendorDay(tx, pkg.service.vendorId, serviceDate);
    await tx.order.create({
      data: {
        id,
        reference: orderReference(),
        customerUserId: ctx.userId,
        vendorId: pkg.service.vendorId,
        serviceId: pkg.serviceId,
        packageId: pkg.id,
        packageNameAr: pkg.nameAr,
        packageNameEn: pkg.nameEn,
        paymentMode: pkg.directOrder!,
        total: formatAmount(total),
        amountDue: formatAmount(amountDue),
        serviceDate,
        startsAt,
        areaId: area.id,
        address: input.address,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        notes: input.notes || null,
        paymentDeadline: new Date(at.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
        createdAt: at,
      },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: ctx.userId },
      action: "order.placed",
      entityType: "order",
      entityId: id,
      diff: { status: [null, "placed"], package: pkg.id, total: formatAmount(total), amount_due: formatAmount(amountDue), payment_mode: pkg.directOrder },
      request: ctx,
    });
  });
  return loadOrderView(id, ctx.locale, "customer");
}
