import { db } from "../core/db/client";
import { toDecimal } from "../core/money";
import type { DomainEvents } from "../core/outbox/events";
import { addStatus, entryIdsWithStatus, lockOrderLedger } from "./ledger-status";
import { reverseForRefund } from "./refund-entries";

// The refund side of a direct order's ledger entries, as for bookings
// (refund-entries.ts):
// - a cancellation with money to give back (OrderCancelled, refundDue > 0)
//   freezes the order's pending entries: nothing is paid out before the
//   refund is processed;
// - a processed refund of one of its payments (OrderRefundProcessed) adds the
//   reversal: the commission taken back in proportion; a payment refunded in
//   full before settlement reverses its entry (nothing paid out), otherwise
//   the entry is pending again and the reversal nets against the vendor's
//   next settlement (a deduction when the payment was already paid out).
// Orders' refunds are system-initiated (never denied), so nothing unfreezes
// on a denial.

export async function freezeOrderEntries(event: DomainEvents["OrderCancelled"]): Promise<void> {
  if (toDecimal(event.refundDue).lte(0)) return;
  await db.$transaction(async (tx) => {
    await lockOrderLedger(tx, event.orderId);
    await addStatus(tx, await entryIdsWithStatus(tx, "pending", { orderId: event.orderId }), "frozen", "order_cancelled");
  });
}

export async function applyOrderRefund(event: DomainEvents["OrderRefundProcessed"]): Promise<void> {
  await db.$transaction(async (tx) => {
    await lockOrderLedger(tx, event.orderId);
    await reverseForRefund(tx, event.refundId, event.paymentFullyRefunded);
  });
}
