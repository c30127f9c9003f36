import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { kuwaitTime } from "../core/kuwait-time";
import { formatAmount, toDecimal } from "../core/money";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { notifyVendorMembers } from "../vendors/notify-members";
import { bookingMachine } from "./state-machine";
import { vendorConfirmBy } from "./vendor-booking";

/** What a deposit payment did to its booking. */
export type DepositOutcome = "confirmed" | "part_paid" | "not_pending";

/**
 * Applies a paid deposit payment (or part of one) to its booking: the
 * payments module's PaymentSucceeded handler calls this in its transaction,
 * holding lockBookingPayments. amount_paid is the sum of the parts applied;
 * pending -> confirmed only when that covers deposit_due (docs/decisions.md
 * "Partial payments"). A booking no longer pending (confirmed by another
 * attempt, or cancelled by the deposit timeout) is left alone: "not_pending",
 * so the caller refunds the payment.
 */
export async function confirmBooking(tx: Tx, bookingId: string, amount: { toString(): string }): Promise<DepositOutcome> {
  const booking = await tx.booking.findUnique({ where: { id: bookingId } });
  if (!booking || booking.status !== "pending") return "not_pending";
  const paid = formatAmount(toDecimal(booking.amountPaid).plus(toDecimal(amount.toString())));
  if (toDecimal(paid).lt(toDecimal(booking.depositDue))) {
    // Not a move: the booking stays pending, only what was paid grows.
    const { count } = await tx.booking.updateMany({ where: { id: bookingId, status: "pending" }, data: { amountPaid: paid } });
    if (count === 0) return "not_pending";
    await writeAudit(tx, {
      actor: { type: "system" },
      action: "booking.deposit_part_paid",
      entityType: "booking",
      entityId: bookingId,
      diff: { amount_paid: [formatAmount(booking.amountPaid), paid] },
    });
    return "part_paid";
  }
  const confirmedAt = now();
  const moved = await bookingMachine.tryMove(tx, booking, "confirm", {
    data: { amountPaid: paid, confirmedAt },
    audit: { actor: { type: "system" }, action: "booking.confirmed", diff: { amount_paid: paid } },
  });
  if (!moved) return "not_pending";
  // The title names the vendor, in each reader's language (two bookings' titles must differ).
  const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: booking.vendorId }, select: { nameAr: true, nameEn: true } });
  const eventDate = booking.serviceDate.toISOString().slice(0, 10);
  const entity = { type: "booking", id: booking.id };
  await notify(tx, {
    userId: booking.customerUserId,
    kind: "booking.confirmed",
    entity,
    params: { booking_ref: booking.reference, event_date: eventDate, vendor_name: bilingual(vendor.nameAr, vendor.nameEn) },
  });
  // The vendor's notice asks for its confirmation: unconfirmed after 48 h, the booking is cancelled and refunded.
  const confirmBy = kuwaitTime(vendorConfirmBy(confirmedAt)!);
  await notifyVendorMembers(tx, booking.vendorId, {
    kind: "booking.confirm_needed",
    entity,
    params: { booking_ref: booking.reference, event_date: eventDate, deadline: confirmBy },
  });
  return "confirmed";
}
