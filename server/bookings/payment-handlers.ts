import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { formatAmount, money } from "../core/money";
import { on, type OutboxMessage } from "../core/outbox/dispatcher";
import { firstDelivery } from "../core/outbox/handled";
import { emit } from "../core/outbox/outbox";
import { notify } from "../notifications/notify";
import { confirmBooking } from "./confirm-booking";
import { onDepositFlagged, onDepositFlagResolved } from "./payment-flag-handlers";
import { lockBookingPayments } from "./payment-lock";

// Bookings' side of the payment events (the payments module never calls
// bookings). PaymentSucceeded of a deposit adds to what was paid on the
// booking and confirms it once the parts cover the deposit (customer and
// vendor members get booking.confirmed once; the customer payment.succeeded
// for each part); a deposit landing on a booking that is no longer pending
// (cancelled by the deposit timeout, or already confirmed by another
// attempt) is refunded automatically (payments.refund_due). PaymentFailed
// tells the payer once. At least once delivery: each payment is applied once
// (firstDelivery, server/core/outbox/handled.ts; the audit row
// `booking.deposit_applied` records what it did). Parts of one booking are applied one at a time
// (lockBookingPayments), so two paid at once confirm it exactly once. Each
// applied part is announced (BookingDepositApplied) for the ledger.

const APPLIED = "booking.deposit_applied";

async function onSucceeded(event: OutboxMessage<"PaymentSucceeded">): Promise<void> {
  const { paymentId, payableType, payableId, amount, payerUserId } = event.payload;
  if (payableType !== "booking") return;
  await db.$transaction(async (tx) => {
    await lockBookingPayments(tx, payableId);
    if (!(await firstDelivery(tx, "bookings.deposit_applied", paymentId))) return;
    const outcome = await confirmBooking(tx, payableId, amount);
    const booking = await tx.booking.findUnique({ where: { id: payableId }, select: { reference: true, status: true, amountPaid: true } });
    await writeAudit(tx, {
      actor: { type: "system" },
      action: APPLIED,
      entityType: "payment",
      entityId: paymentId,
      diff: { booking: payableId, outcome, booking_status: booking?.status ?? null, amount_paid: booking ? formatAmount(booking.amountPaid) : null },
    });
    if (!booking) return;
    await notify(tx, {
      userId: payerUserId,
      kind: "payment.succeeded",
      entity: { type: "booking", id: payableId },
      params: { amount: money(amount), booking_ref: booking.reference },
    });
    if (outcome === "not_pending") {
      await emit(tx, "payments.refund_due", {
        paymentId,
        amount: formatAmount(amount),
        reason: "policy_cancellation",
        cause: "deposit_timeout",
        bookingId: payableId,
      });
    } else {
      await emit(tx, "BookingDepositApplied", { bookingId: payableId, paymentId, amount: formatAmount(amount), confirmed: outcome === "confirmed" });
    }
  });
}

async function onFailed(event: OutboxMessage<"PaymentFailed">): Promise<void> {
  const { paymentId, payableType, payableId, payerUserId } = event.payload;
  if (payableType !== "booking") return;
  const [booking, payment] = await Promise.all([
    db.booking.findUnique({ where: { id: payableId }, select: { reference: true } }),
    db.payment.findUnique({ where: { id: paymentId }, select: { amount: true } }),
  ]);
  if (!booking || !payment) return;
  await db.$transaction(async (tx) => {
    if (!(await firstDelivery(tx, "bookings.payment_failed_notified", paymentId))) return;
    await notify(tx, {
      userId: payerUserId,
      kind: "payment.failed",
      entity: { type: "booking", id: payableId },
      params: { amount: money(payment.amount), booking_ref: booking.reference, payment_id: paymentId },
    });
  });
}

let registered = false;

/** Subscribes bookings to the payment events (server/jobs/handlers.ts). */
export function registerBookingPaymentHandlers(): void {
  if (registered) return;
  registered = true;
  on("PaymentSucceeded", onSucceeded);
  on("PaymentFailed", onFailed);
  on("PaymentFlagged", onDepositFlagged);
  on("PaymentFlagResolved", onDepositFlagResolved);
}
