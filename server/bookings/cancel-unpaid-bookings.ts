import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notify } from "../notifications/notify";
import { bookingMachine } from "./machine";
import { notifyVendorMembers } from "../vendors/notify-members";

// Deposit timeout (job `cancel-unpaid-bookings`, every 15 minutes): a pending
// booking whose payment deadline passed is cancelled, the customer is told
// the payment window expired and the vendor's team that the booking is off.
// tryMove: a booking paid or cancelled meanwhile (or by another run) is skipped.

const REASON = { ar: "لم يُدفع العربون في الموعد", en: "The deposit was not paid in time" };

export async function cancelUnpaidBookings(): Promise<number> {
  const at = now();
  const due = await db.booking.findMany({ where: { status: "pending", paymentDeadline: { lte: at } }, orderBy: { paymentDeadline: "asc" }, take: 500 });
  let cancelled = 0;
  for (const booking of due) {
    await db.$transaction(async (tx) => {
      const moved = await bookingMachine.tryMove(tx, booking, "deposit_timeout", {
        where: { paymentDeadline: { lte: at } },
        data: { cancelledAt: at, cancelledBy: "system", cancelReason: "deposit_timeout", refundPercent: 100, refundDue: "0.000" },
        audit: { actor: { type: "system" }, action: "booking.deposit_timeout" },
        event: {
          name: "BookingCancelled",
          payload: { bookingId: booking.id, vendorId: booking.vendorId, customerUserId: booking.customerUserId, cancelledBy: "system", refundDue: "0.000" },
        },
      });
      if (!moved) return;
      cancelled++;
      const entity = { type: "booking", id: booking.id };
      await notify(tx, { userId: booking.customerUserId, kind: "payment.expired", entity, params: { booking_ref: booking.reference } });
      await notifyVendorMembers(tx, booking.vendorId, { kind: "booking.cancelled", entity, params: (locale) => ({ booking_ref: booking.reference, reason: REASON[locale] }) });
    });
  }
  return cancelled;
}
