import { now } from "../core/clock";
import { db } from "../core/db/client";
import { newId } from "../core/ids";
import type { DomainEvents } from "../core/outbox/events";
import { commissionRate, splitDeposit } from "./commission";
import { addStatus, lockBookingLedger } from "./ledger-status";

// PaymentSucceeded for a booking deposit -> one `deposit` ledger entry
// (unique_key deposit:<paymentId>: a redelivered event adds nothing). The rate
// in force now is recorded on the entry; later rate changes never touch it.

export async function recordDepositEntry(event: DomainEvents["PaymentSucceeded"]): Promise<string | null> {
  if (event.payableType !== "booking" || event.purpose !== "booking_deposit") return null;
  return db.$transaction(async (tx) => {
    await lockBookingLedger(tx, event.payableId);
    const uniqueKey = `deposit:${event.paymentId}`;
    const existing = await tx.ledgerEntry.findUnique({ where: { uniqueKey }, select: { id: true } });
    if (existing) return existing.id;
    const payment = await tx.payment.findUnique({ where: { id: event.paymentId } });
    const booking = await tx.booking.findUnique({ where: { id: event.payableId } });
    if (!payment || !booking) return null;
    const rate = await commissionRate(tx);
    const { commission, vendorShare } = splitDeposit(booking.total.toString(), payment.amount.toString(), rate);
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
