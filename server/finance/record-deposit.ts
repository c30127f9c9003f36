import { now } from "../core/clock";
import { db } from "../core/db/client";
import { newId } from "../core/ids";
import { toDecimal } from "../core/money";
import { commissionRate, splitDeposit } from "./commission";
import { addStatus, lockBookingLedger } from "./ledger-status";

// BookingDepositApplied (a paid deposit payment, or part of one, counted
// toward its booking) -> one `deposit` ledger entry (unique_key
// deposit:<paymentId>: a redelivered event adds nothing). A payment refunded
// for landing late is never applied, so it has no entry. The booking's
// commission is computed once: the rate is the one recorded on its first
// entry (the rate in force then; later rate changes never touch it), and its
// parts take the commission in the order they are recorded (splitDeposit).

export async function recordDepositEntry(event: { bookingId: string; paymentId: string }): Promise<string | null> {
  return db.$transaction(async (tx) => {
    await lockBookingLedger(tx, event.bookingId);
    const uniqueKey = `deposit:${event.paymentId}`;
    const existing = await tx.ledgerEntry.findUnique({ where: { uniqueKey }, select: { id: true } });
    if (existing) return existing.id;
    const payment = await tx.payment.findUnique({ where: { id: event.paymentId } });
    const booking = await tx.booking.findUnique({ where: { id: event.bookingId } });
    if (!payment || !booking || payment.payableId !== booking.id || payment.purpose !== "booking_deposit") return null;
    const earlier = await tx.ledgerEntry.findMany({ where: { bookingId: booking.id, kind: "deposit" }, orderBy: { id: "asc" }, select: { commission: true, commissionRate: true } });
    const rate = earlier.length > 0 ? earlier[0].commissionRate.toFixed(4) : await commissionRate(tx);
    const taken = earlier.reduce((sum, e) => sum.plus(toDecimal(e.commission)), toDecimal(0));
    const { commission, vendorShare } = splitDeposit(booking.total.toString(), payment.amount.toString(), rate, taken);
    const id = newId();
    await tx.ledgerEntry.create({
      data: {
        id,
        uniqueKey,
        kind: "deposit",
        vendorId: booking.vendorId,
        bookingId: booking.id,
        paymentId: payment.id,
        bookingTotal: booking.total,
        deposit: payment.amount,
        commission: commission.toFixed(3),
        vendorShare: vendorShare.toFixed(3),
        commissionRate: rate,
        createdAt: now(),
      },
    });
    // A refund already asked for: the money must not be paid out until it is decided.
    const frozen = booking.status === "refund_requested";
    await addStatus(tx, [id], frozen ? "frozen" : "pending", frozen ? "refund_requested" : "payment_succeeded");
    return id;
  });
}
