import type { Actor } from "../../core/audit";
import { db } from "../../core/db/client";
import type { Prisma, Refund } from "../../core/db/generated/client";
import { formatAmount, toDecimal } from "../../core/money";
import type { DomainEvents } from "../../core/outbox/events";
import { executeRefund } from "./execute-refund";
import { notifyPayer } from "./notify-payer";
import { recordRefund } from "./record-refund";
import type { RefundReason } from "./schemas";

// Refunds bookings ask for through events (bookings never call payments).
// A customer cancellation (BookingCancelled, the one source for it):
// inside a 100% tier of the cancellation policy (cooling-off or 30+ days
// out) the refund is system-initiated and sent at once; a 50% tier records
// a requested refund for Finance to approve. A refund request on a
// confirmed booking (BookingRefundRequested) records a requested
// dispute_resolution refund of what is left. Each handler is safe to
// redeliver: `unlessExists` finds the refund the first delivery made,
// under the payment row lock.

const SYSTEM: Actor = { type: "system" };
const NOT_DENIED: Prisma.RefundWhereInput = { status: { not: "denied" } };

type Plan = {
  bookingId: string;
  /** Spread over the booking's paid payments, oldest first; "remaining" takes all that is left of each. */
  amount: string | "remaining";
  reason: RefundReason;
  note: string | null;
  requestedByUserId: string | null;
  systemInitiated: boolean;
  unlessExists: Prisma.RefundWhereInput;
  /** The customer's choice: back through the provider, or to their wallet. */
  destination: "original" | "wallet";
};

async function refundBookingPayments(plan: Plan): Promise<Refund[]> {
  const payments = await db.payment.findMany({
    where: { payableType: "booking", payableId: plan.bookingId, status: { in: ["paid", "partially_refunded"] } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  let left = plan.amount === "remaining" ? null : toDecimal(plan.amount);
  const refunds: Refund[] = [];
  for (const { id } of payments) {
    if (left !== null && left.lessThanOrEqualTo(0)) break;
    const refund = await db.$transaction(async (tx) => {
      const recorded = await recordRefund(tx, {
        paymentId: id,
        amount: left === null ? "remaining" : formatAmount(left),
        capAtRemaining: true,
        reason: plan.reason,
        note: plan.note,
        requestedByUserId: plan.requestedByUserId,
        systemInitiated: plan.systemInitiated,
        actor: SYSTEM,
        unlessExists: plan.unlessExists,
        destination: plan.destination,
      });
      // A refund waiting for Finance is acknowledged; a system one is announced when processed.
      if (recorded && !plan.systemInitiated && plan.reason === "policy_cancellation")
        await notifyPayer(tx, "refund.requested", recorded.refund, recorded.payment);
      return recorded?.refund ?? null;
    });
    if (!refund) continue;
    if (left !== null) left = left.minus(toDecimal(refund.amount));
    refunds.push(refund);
  }
  if (plan.systemInitiated) for (const refund of refunds) await executeRefund(refund.id, SYSTEM);
  return refunds;
}

export async function refundCancelledBooking(event: DomainEvents["BookingCancelled"]): Promise<Refund[]> {
  if (toDecimal(event.refundDue).lessThanOrEqualTo(0)) return [];
  const booking = await db.booking.findUnique({ where: { id: event.bookingId }, select: { refundPercent: true } });
  if (!booking) return [];
  const fullWindow = booking.refundPercent === 100;
  return refundBookingPayments({
    bookingId: event.bookingId,
    amount: event.refundDue,
    reason: "policy_cancellation",
    note: null,
    requestedByUserId: fullWindow ? null : event.customerUserId,
    systemInitiated: fullWindow,
    unlessExists: { reason: "policy_cancellation", ...NOT_DENIED },
    // Only the customer chooses; a vendor's or the system's cancellation refunds the original method.
    destination: event.cancelledBy === "customer" ? (event.refundDestination ?? "original") : "original",
  });
}

export async function refundRequestedBooking(event: DomainEvents["BookingRefundRequested"]): Promise<Refund[]> {
  const booking = await db.booking.findUnique({ where: { id: event.bookingId }, select: { refundRequestedAt: true } });
  if (!booking?.refundRequestedAt) return [];
  return refundBookingPayments({
    bookingId: event.bookingId,
    amount: "remaining",
    reason: "dispute_resolution",
    note: event.reason.slice(0, 500),
    requestedByUserId: event.customerUserId,
    systemInitiated: false,
    unlessExists: { reason: "dispute_resolution", requestedByUserId: event.customerUserId, createdAt: { gte: booking.refundRequestedAt } },
    destination: event.refundDestination ?? "original",
  });
}

/**
 * payments.refund_due: money the webhooks side says must go back without
 * approval (a deposit paid after its booking was auto-cancelled). A
 * customer_cancellation cause finds the refund BookingCancelled already made
 * (same policy_cancellation guard), so one cancellation is refunded once.
 */
export async function refundDuePayment(event: DomainEvents["payments.refund_due"]): Promise<Refund | null> {
  const refund = await db.$transaction(async (tx) => {
    const recorded = await recordRefund(tx, {
      paymentId: event.paymentId,
      amount: event.amount,
      capAtRemaining: true,
      reason: event.reason,
      note: null,
      requestedByUserId: null,
      systemInitiated: true,
      actor: SYSTEM,
      unlessExists: { reason: "policy_cancellation", ...NOT_DENIED },
      // A direct order's customer may take their own cancellation's refund to the wallet.
      destination: event.destination ?? "original",
    });
    return recorded?.refund ?? null;
  });
  return refund ? executeRefund(refund.id, SYSTEM) : null;
}
