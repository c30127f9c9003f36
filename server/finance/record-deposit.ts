import { db } from "../core/db/client";
import { createDepositEntry } from "./deposit-entry";
import { addStatus, lockBookingLedger } from "./ledger-status";

// BookingDepositApplied (a paid deposit payment, or part of one, counted
// toward its booking) -> one `deposit` ledger entry (unique_key
// deposit:<paymentId>: a redelivered event adds nothing). A payment refunded
// for landing late is never applied, so it has no entry. The commission as
// for every deposit entry (deposit-entry.ts).

export async function recordDepositEntry(event: { bookingId: string; paymentId: string }): Promise<string | null> {
  return db.$transaction(async (tx) => {
    await lockBookingLedger(tx, event.bookingId);
    const uniqueKey = `deposit:${event.paymentId}`;
    const existing = await tx.ledgerEntry.findUnique({ where: { uniqueKey }, select: { id: true } });
    if (existing) return existing.id;
    const payment = await tx.payment.findUnique({ where: { id: event.paymentId } });
    const booking = await tx.booking.findUnique({ where: { id: event.bookingId } });
    if (!payment || !booking || payment.payableId !== booking.id || payment.purpose !== "booking_deposit") return null;
    const id = await createDepositEntry(tx, { uniqueKey, source: { bookingId: booking.id }, vendorId: booking.vendorId, total: booking.total, payment });
    // A refund already asked for: the money must not be paid out until it is decided.
    const frozen = booking.status === "refund_requested";
    await addStatus(tx, [id], frozen ? "frozen" : "pending", frozen ? "refund_requested" : "payment_succeeded");
    return id;
  });
}
