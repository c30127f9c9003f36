import { now } from "../core/clock";
import { db } from "../core/db/client";
import { formatAmount } from "../core/money";
import { notify } from "../notifications/notify";
import { bookingMachine } from "./state-machine";
import { notifyVendorMembers } from "../vendors/notify-members";
import { heldPayables } from "./payment-hold";
import { lockBookingPayments } from "./payment-lock";

// Deposit timeout (job `cancel-unpaid-bookings`, every 15 minutes): a pending
// booking whose payment deadline passed is cancelled, the customer is told
// the payment window expired and the vendor's team that the booking is off.
// A booking with a flagged payment waits for finance (payment-hold.ts).
// tryMove: a booking paid or cancelled meanwhile (or by another run) is skipped.
// Deposit parts already paid are refunded in full (refund_due = amount paid,
// read under lockBookingPayments so a part landing at the same time counts).

const REASON = { ar: "لم يُدفع العربون في الموعد", en: "The deposit was not paid in time" };

export async function cancelUnpaidBookings(): Promise<number> {
  const at = now();
  const due = await db.booking.findMany({ where: { status: "pending", paymentDeadline: { lte: at } }, orderBy: { paymentDeadline: "asc" }, take: 500 });
  let cancelled = 0;
  for (const booking of due) {
    await db.$transaction(async (tx) => {
      await lockBookingPayments(tx, booking.id);
      if ((await heldPayables(tx, "booking", [booking.id])).size > 0) return;
      const current = await tx.booking.findUnique({ where: { id: booking.id }, select: { status: true, amountPaid: true } });
      if (current?.status !== "pending") return;
      const refundDue = formatAmount(current.amountPaid);
      const moved = await bookingMachine.tryMove(tx, booking, "deposit_timeout", {
        where: { paymentDeadline: { lte: at } },
        data: { cancelledAt: at, cancelledBy: "system", cancelReason: "deposit_timeout", refundPercent: 100, refundDue },
        audit: { actor: { type: "system" }, action: "booking.deposit_timeout" },
        event: {
          name: "BookingCancelled",
          payload: { bookingId: booking.id, vendorId: booking.vendorId, customerUserId: booking.customerUserId, cancelledBy: "system", refundDue },
        },
      });
      if (!moved) return;
      cancelled++;
      const entity = { type: "booking", id: booking.id };
      await notify(tx, { userId: booking.customerUserId, kind: "payment.expired", entity, params: { booking_ref: booking.reference } });
      await notifyVendorMembers(tx, booking.vendorId, { kind: "booking.cancelled", entity, params: { booking_ref: booking.reference, reason: REASON } });
    });
  }
  return cancelled;
}
