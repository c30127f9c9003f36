import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import { Decimal, money, moneyOrNull, toDecimal } from "../core/money";
import { eventDetails } from "../planner/views";
import { CONTACT_STATES, loadBookingExtras, type BookingExtras } from "./booking-extras";
import { bookingMachine } from "./state-machine";
import { vendorConfirmBy } from "./vendor-booking";
import { avatarPath } from "../identity/profile/avatar-url";
import { cancellationPolicy, refundOnCancel } from "./cancellation-policy";
import type { BookingView } from "./schemas";

// Booking payloads (spec Resources "Booking" plus the policy, the money
// story, the event and the contacts the booking pages need). Loaders take a
// where clause already scoped to the viewer.

export const bookingInclude = {
  vendor: { select: { id: true, nameAr: true, nameEn: true, contactEmail: true, contactPhone: true } },
  customer: { select: { firstName: true, lastName: true, email: true, phone: true, avatarMediaId: true } },
  event: { include: { city: { select: { id: true, nameAr: true, nameEn: true } } } },
  // The accepted revision is the quote's last: an accepted quote is never revised.
  quote: { select: { versions: { orderBy: { revision: "desc" }, take: 1, select: { items: true, notes: true } } } },
} satisfies Prisma.BookingInclude;

export type BookingRow = Prisma.BookingGetPayload<{ include: typeof bookingInclude }>;
type Viewer = "customer" | "vendor" | "admin";
type StoredItem = { name: string; quantity: number; unit_price: string; line_total: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The balance is paid to the vendor directly (docs/decisions.md "Booking balance"): what the platform did not collect. */
function balanceOf(row: BookingRow): BookingView["balance"] {
  if (row.status === "cancelled") return null;
  const collected = Decimal.max(toDecimal(row.depositDue), toDecimal(row.amountPaid));
  return {
    amount: money(Decimal.max(toDecimal(row.total).minus(collected), 0)),
    paid_to: "vendor",
    due_date: day(row.serviceDate),
    received_at: iso(row.balanceReceivedAt),
  };
}

function lineItems(row: BookingRow): BookingView["line_items"] {
  const items = (row.quote.versions[0]?.items ?? []) as StoredItem[];
  return items.map((i) => ({ name: i.name, quantity: i.quantity, unit_price: money(i.unit_price), line_total: money(i.line_total) }));
}

export function bookingView(row: BookingRow, extras: BookingExtras, locale: Locale, viewer: Viewer): BookingView {
  const cancellable = bookingMachine.can(row.status, "cancel");
  const outcome = cancellable ? refundOnCancel(row, now()) : null;
  const shared = viewer !== "admin" && CONTACT_STATES.includes(row.status);
  return {
    id: row.id,
    reference: row.reference,
    event_id: row.eventId,
    event: eventDetails(row.event, locale),
    rfq_id: row.rfqId,
    quotation_id: row.quoteId,
    vendor: {
      id: row.vendor.id,
      name: localized(locale, row.vendor.nameAr, row.vendor.nameEn),
      name_en: row.vendor.nameEn,
      contact: shared && viewer === "customer" ? { email: row.vendor.contactEmail, phone: row.vendor.contactPhone } : null,
    },
    customer:
      viewer === "customer"
        ? null
        : {
            name: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
            avatar_url: avatarPath(row.customer.avatarMediaId),
            contact: shared ? { email: row.customer.email, phone: row.customer.phone } : null,
          },
    total: money(row.total),
    deposit_due: money(row.depositDue),
    amount_paid: money(row.amountPaid),
    service_date: day(row.serviceDate),
    status: row.status,
    payment_deadline: row.paymentDeadline.toISOString(),
    confirmed_at: iso(row.confirmedAt),
    completed_at: iso(row.completedAt),
    cancelled_at: iso(row.cancelledAt),
    cancelled_by: row.cancelledBy === "customer" || row.cancelledBy === "vendor" || row.cancelledBy === "system" ? row.cancelledBy : null,
    vendor_confirmed_at: iso(row.vendorConfirmedAt),
    vendor_confirm_by: row.status === "confirmed" && !row.vendorConfirmedAt ? iso(vendorConfirmBy(row.confirmedAt)) : null,
    refund_percent: row.refundPercent,
    refund_due: moneyOrNull(row.refundDue),
    cancellation_policy: {
      ...cancellationPolicy(locale),
      if_cancelled_now: outcome ? { tier: outcome.tier, refund_percent: outcome.percent, refund: money(outcome.due) } : null,
    },
    balance: balanceOf(row),
    amount_refunded: extras.amountRefunded,
    refunds: extras.refunds,
    line_items: lineItems(row),
    quote_notes: row.quote.versions[0]?.notes ?? null,
    conversation_id: extras.conversationId,
    timeline: extras.timeline,
    created_at: row.createdAt.toISOString(),
  };
}

export async function loadBookingViews(
  where: Prisma.BookingWhereInput,
  locale: Locale,
  viewer: Viewer,
  paging: { skip?: number; take?: number } = {},
): Promise<BookingView[]> {
  const rows = await db.booking.findMany({ where, include: bookingInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...paging });
  const extras = await loadBookingExtras(
    rows.map((r) => r.id),
    viewer,
    locale,
  );
  return rows.map((row) => bookingView(row, extras.get(row.id)!, locale, viewer));
}
