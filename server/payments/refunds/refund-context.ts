import { db } from "../../core/db/client";
import type { Refund } from "../../core/db/generated/client";
import { localized, type Locale } from "../../core/i18n";
import { money } from "../../core/money";
import { cancellationPolicy, refundOnCancel } from "../../bookings/cancellation-policy";
import type { AdminRefundView } from "./schemas";
import { refundView } from "./views";

// The approval queue's rows carry their context (booking, customer, vendor,
// payment, policy tier) so Finance decides without opening five pages. Loaded
// in one query per kind for the whole page.

const nameOf = (u: { firstName: string; lastName: string; email: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email || "";

export async function withContext(refunds: Refund[], locale: Locale): Promise<AdminRefundView[]> {
  const bookingIds = [...new Set(refunds.map((r) => r.bookingId).filter((id): id is string => !!id))];
  const [payments, bookings] = await Promise.all([
    db.payment.findMany({ where: { id: { in: [...new Set(refunds.map((r) => r.paymentId))] } } }),
    db.booking.findMany({ where: { id: { in: bookingIds } }, include: { vendor: { select: { id: true, nameAr: true, nameEn: true } } } }),
  ]);
  const userIds = [...new Set([...payments.map((p) => p.payerUserId), ...refunds.map((r) => r.requestedByUserId).filter((id): id is string => !!id)])];
  const users = await db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, firstName: true, lastName: true, email: true } });
  const userById = new Map(users.map((u) => [u.id, { id: u.id, name: nameOf(u), email: u.email }]));
  const paymentById = new Map(payments.map((p) => [p.id, p]));
  const bookingById = new Map(bookings.map((b) => [b.id, b]));
  const tiers = new Map(cancellationPolicy(locale).tiers.map((t) => [t.tier, t]));

  return refunds.map((r) => {
    const payment = paymentById.get(r.paymentId)!;
    const booking = r.bookingId ? bookingById.get(r.bookingId) : undefined;
    // The tier the cancellation fell in, recomputed from the booking as it was when cancelled.
    const tier =
      booking?.cancelledAt && r.reason === "policy_cancellation"
        ? refundOnCancel(
            {
              status: booking.confirmedAt ? "confirmed" : "pending",
              amountPaid: booking.amountPaid,
              serviceDate: booking.serviceDate,
              confirmedAt: booking.confirmedAt,
            },
            booking.cancelledAt,
          ).tier
        : null;
    return {
      ...refundView(r),
      context: {
        booking: booking
          ? {
              id: booking.id,
              reference: booking.reference,
              status: booking.status,
              service_date: booking.serviceDate.toISOString().slice(0, 10),
              total: money(booking.total),
              amount_paid: money(booking.amountPaid),
              cancelled_at: booking.cancelledAt?.toISOString() ?? null,
              cancelled_by: booking.cancelledBy,
            }
          : null,
        customer: userById.get(payment.payerUserId) ?? null,
        vendor: booking ? { id: booking.vendor.id, name: localized(locale, booking.vendor.nameAr, booking.vendor.nameEn) } : null,
        payment: {
          id: payment.id,
          amount: money(payment.amount),
          refunded: money(payment.refundedAmount),
          status: payment.status,
          method: payment.method,
          paid_at: payment.paidAt?.toISOString() ?? null,
        },
        policy: tier ? { tier, refund_percent: tiers.get(tier)!.refund_percent, text: tiers.get(tier)!.text } : null,
        requested_by: r.requestedByUserId ? (userById.get(r.requestedByUserId) ?? null) : null,
      },
    };
  });
}
