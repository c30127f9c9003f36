import { db } from "../core/db/client";
import type { DomainEvents } from "../core/outbox/events";
import { createDepositEntry } from "./deposit-entry";
import { addStatus, lockOrderLedger } from "./ledger-status";

// OrderPaymentApplied (a direct order's paid payment, or part of one, counted
// toward what the order owes online) -> one `deposit` ledger entry, exactly as
// a booking deposit (record-deposit.ts): unique_key deposit:<paymentId> (a
// redelivered event adds nothing), the order's total as the commission base,
// the rate recorded on the order's first entry (the rate in force then), the
// order's commission round(total x rate, 3) half-up taken from its parts in
// order and never more than what was paid, the vendor's share the rest. A
// full-payment order pays the whole total online, a deposit order 20% of it;
// the commission is the same either way (the rest of a deposit order is paid
// to the vendor directly). Pending, or frozen when the order was already
// cancelled (its refund is on its way: nothing may be paid out before it is
// processed). A payment orders returned for landing late is never applied,
// so it has no entry.

export async function recordOrderPaymentEntry(event: DomainEvents["OrderPaymentApplied"]): Promise<string | null> {
  return db.$transaction(async (tx) => {
    await lockOrderLedger(tx, event.orderId);
    const uniqueKey = `deposit:${event.paymentId}`;
    const existing = await tx.ledgerEntry.findUnique({ where: { uniqueKey }, select: { id: true } });
    if (existing) return existing.id;
    const payment = await tx.payment.findUnique({ where: { id: event.paymentId } });
    const order = await tx.order.findUnique({ where: { id: event.orderId }, select: { id: true, vendorId: true, total: true, status: true } });
    if (!payment || !order || payment.payableType !== "order" || payment.payableId !== order.id) return null;
    const id = await createDepositEntry(tx, { uniqueKey, source: { orderId: order.id }, vendorId: order.vendorId, total: order.total, payment });
    const frozen = order.status === "cancelled";
    await addStatus(tx, [id], frozen ? "frozen" : "pending", frozen ? "order_cancelled" : "payment_succeeded");
    return id;
  });
}
