import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import { money, moneyOrNull } from "../core/money";
import { eventDetails } from "../planner/views";
import { bookingMachine } from "./machine";
import { cancellationPolicy, refundOnCancel } from "./cancellation-policy";
import type { BookingView } from "./schemas";

// Booking payloads (spec Resources "Booking" plus the policy and references
// the pages need). Loaders take a where clause already scoped to the viewer.

export const bookingInclude = {
  vendor: { select: { id: true, nameAr: true, nameEn: true } },
  customer: { select: { firstName: true, lastName: true } },
  event: { include: { city: { select: { id: true, nameAr: true, nameEn: true } } } },
} satisfies Prisma.BookingInclude;

export type BookingRow = Prisma.BookingGetPayload<{ include: typeof bookingInclude }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function bookingView(row: BookingRow, locale: Locale, viewer: "customer" | "vendor" | "admin"): BookingView {
  const cancellable = bookingMachine.can(row.status, "cancel");
  const outcome = cancellable ? refundOnCancel(row, now()) : null;
  return {
    id: row.id,
    reference: row.reference,
    event_id: row.eventId,
    event: eventDetails(row.event, locale),
    rfq_id: row.rfqId,
    quotation_id: row.quoteId,
    vendor: { id: row.vendor.id, name: localized(locale, row.vendor.nameAr, row.vendor.nameEn), name_en: row.vendor.nameEn },
    customer: viewer === "customer" ? null : { name: `${row.customer.firstName} ${row.customer.lastName}`.trim() },
    total: money(row.total),
    deposit_due: money(row.depositDue),
    amount_paid: money(row.amountPaid),
    service_date: row.serviceDate.toISOString().slice(0, 10),
    status: row.status,
    payment_deadline: row.paymentDeadline.toISOString(),
    confirmed_at: iso(row.confirmedAt),
    completed_at: iso(row.completedAt),
    cancelled_at: iso(row.cancelledAt),
    cancelled_by: row.cancelledBy === "customer" || row.cancelledBy === "system" ? row.cancelledBy : null,
    refund_percent: row.refundPercent,
    refund_due: moneyOrNull(row.refundDue),
    cancellation_policy: {
      ...cancellationPolicy(locale),
      if_cancelled_now: outcome ? { tier: outcome.tier, refund_percent: outcome.percent, refund: money(outcome.due) } : null,
    },
    created_at: row.createdAt.toISOString(),
  };
}

export async function loadBookingViews(
  where: Prisma.BookingWhereInput,
  locale: Locale,
  viewer: "customer" | "vendor" | "admin",
  paging: { skip?: number; take?: number } = {},
): Promise<BookingView[]> {
  const rows = await db.booking.findMany({ where, include: bookingInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...paging });
  return rows.map((row) => bookingView(row, locale, viewer));
}
