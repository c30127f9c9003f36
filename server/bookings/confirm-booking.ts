import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { formatAmount } from "../core/money";
import { notify } from "../notifications/notify";
import { notifyVendorMembers } from "../vendors/notify-members";
import { bookingMachine } from "./machine";

/**
 * pending -> confirmed once the deposit is paid: the payments module calls
 * this from its PaymentSucceeded handler, in that handler's transaction. At
 * least once: a booking already confirmed (or cancelled by the deposit
 * timeout before the payment landed) is left alone and false is returned, so
 * the caller can refund a payment that arrived too late.
 */
export async function confirmBooking(tx: Tx, bookingId: string, amountPaid: { toString(): string }): Promise<boolean> {
  const booking = await tx.booking.findUnique({ where: { id: bookingId } });
  if (!booking) return false;
  const moved = await bookingMachine.tryMove(tx, booking, "confirm", {
    data: { amountPaid: formatAmount(amountPaid), confirmedAt: now() },
    audit: { actor: { type: "system" }, action: "booking.confirmed", diff: { amount_paid: formatAmount(amountPaid) } },
  });
  if (!moved) return false;
  const params = { booking_ref: booking.reference, event_date: booking.serviceDate.toISOString().slice(0, 10) };
  const entity = { type: "booking", id: booking.id };
  await notify(tx, { userId: booking.customerUserId, kind: "booking.confirmed", entity, params });
  await notifyVendorMembers(tx, booking.vendorId, { kind: "booking.confirmed", entity, params });
  return true;
}
