import type { Actor } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { Refund } from "../../core/db/generated/client";
import { formatAmount, toDecimal } from "../../core/money";
import { emit } from "../../core/outbox/outbox";
import { issueCreditNote } from "../../invoices/issue-credit-note";
import { paymentMachine, refundMachine } from "../state-machine";
import { notifyPayer } from "./notify-payer";
import { lockPayment } from "./record-refund";

// The provider confirmed a refund (its answer to the send, a refund webhook
// or a status query; or Finance after a manual refund): the refund becomes
// processed and the payment partially_refunded or refunded, in one
// transaction under the payment row lock, and the payer is told when the
// money should show (bank timeline of the payment's method; a refund to the
// wallet is announced for the wallet to credit). A redelivered
// confirmation finds the refund processed and changes nothing. Finance hears
// of it through RefundSettled (a booking) or OrderRefundProcessed (an order).

export async function completeRefund(refundId: string, providerRefundId: string | null, actor: Actor): Promise<Refund | null> {
  return db.$transaction(async (tx) => {
    const refund = await tx.refund.findUnique({ where: { id: refundId } });
    if (!refund) return null;
    const payment = await lockPayment(tx, refund.paymentId);
    const at = now();
    const moved = await refundMachine.tryMove(tx, refund, "process", {
      data: { processedAt: at, providerRefundId: providerRefundId ?? refund.providerRefundId, nextAttemptAt: null, lastError: null },
      audit: { actor, action: "refund.processed", diff: { provider_refund_id: providerRefundId } },
    });
    if (!moved) return null;
    const refunded = toDecimal(payment.refundedAmount).plus(toDecimal(refund.amount));
    const fully = refunded.greaterThanOrEqualTo(toDecimal(payment.amount));
    await paymentMachine.move(tx, payment, fully ? "refund_fully" : "refund_partially", {
      data: { refundedAmount: formatAmount(refunded) },
      audit: {
        actor,
        action: "payment.refunded",
        diff: { refunded_amount: [formatAmount(payment.refundedAmount), formatAmount(refunded)], refund_id: refund.id },
      },
    });
    await issueCreditNote(tx, refund.id);
    if (refund.destination === "wallet") {
      await emit(tx, "payments.refund_to_wallet", { refundId: refund.id, payerUserId: payment.payerUserId, amount: formatAmount(refund.amount) });
    }
    if (refund.bookingId) {
      await emit(tx, "RefundSettled", { refundId: refund.id, bookingId: refund.bookingId, outcome: "processed", paymentFullyRefunded: fully });
    }
    // A flagged payment sent back was never counted toward its order (server/payments/resolve-flag.ts).
    if (payment.payableType === "order" && refund.reason !== "amount_mismatch") {
      await emit(tx, "OrderRefundProcessed", { refundId: refund.id, orderId: payment.payableId, paymentId: payment.id, paymentFullyRefunded: fully });
    }
    const processed = { ...refund, status: "processed" as const, processedAt: at };
    await notifyPayer(tx, "refund.processed", processed, payment);
    return processed;
  });
}
