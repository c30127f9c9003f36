import { db } from "../core/db/client";
import type { DomainEvents } from "../core/outbox/events";
import { formatAmount } from "../core/money";
import { recordMovement } from "./movements";
import { auditMovement } from "./spend";

// Credits from payments' events (payments never calls the wallet). Outbox
// delivery is at least once: the idempotency key (payment or refund id)
// makes a redelivery, or a replayed webhook's second event, add nothing.

/** PaymentSucceeded of a `wallet_topup` payment: the paid amount to the payer's wallet. */
export async function creditTopUp(event: DomainEvents["PaymentSucceeded"]): Promise<void> {
  if (event.payableType !== "wallet_topup") return;
  const topUp = await db.walletTopUp.findUnique({ where: { id: event.payableId } });
  if (!topUp || topUp.userId !== event.payerUserId) return;
  await db.$transaction(async (tx) => {
    const result = await recordMovement(tx, {
      userId: topUp.userId,
      kind: "top_up",
      amount: formatAmount(event.amount),
      reference: { type: "payment", id: event.paymentId },
      idempotencyKey: `payment:${event.paymentId}`,
    });
    if (!result.replayed) await auditMovement(tx, topUp.userId, "wallet.topped_up", result);
  });
}

/** A booking refund the customer chose to take to the wallet (processed without the provider). */
export async function creditRefund(event: DomainEvents["payments.refund_to_wallet"]): Promise<void> {
  await db.$transaction(async (tx) => {
    const result = await recordMovement(tx, {
      userId: event.payerUserId,
      kind: "refund",
      amount: formatAmount(event.amount),
      reference: { type: "refund", id: event.refundId },
      idempotencyKey: `refund:${event.refundId}`,
    });
    if (!result.replayed) await auditMovement(tx, event.payerUserId, "wallet.refunded", result);
  });
}
