import type { Actor } from "../../core/audit";
import { db } from "../../core/db/client";
import type { Refund } from "../../core/db/generated/client";
import { formatAmount } from "../../core/money";
import { paymentDeps } from "../deps";
import { refundMachine } from "../state-machine";
import { ProviderRejectedError, type ProviderId, type ProviderRefund } from "../providers/types";
import { completeRefund } from "./complete-refund";
import { failRefundAttempt } from "./fail-refund";

// Sends a refund to the payment's own provider: approved ones, system
// refunds (requested with system_initiated, skipping approval) and failed
// ones whose retry is due. The move to processing (and the attempt count) is
// committed before the provider is called, so two executions never both
// send; the provider's answer is applied in its own transaction. A provider
// that answers "processing" leaves the refund processing until its webhook
// (payments.refund_update) or a status query settles it.

async function startAttempt(refundId: string, actor: Actor) {
  return db.$transaction(async (tx) => {
    const refund = await tx.refund.findUnique({ where: { id: refundId }, include: { payment: true } });
    if (!refund) return null;
    const { payment, ...row } = refund;
    const move = row.status === "failed" ? "retry" : "execute";
    const moved = await refundMachine.tryMove(tx, row, move, {
      // Only system refunds leave `requested` without an approval.
      where: row.status === "requested" ? { systemInitiated: true } : undefined,
      data: { attempts: { increment: 1 }, nextAttemptAt: null },
      audit: { actor, action: move === "retry" ? "refund.retried" : "refund.executed", diff: { attempt: row.attempts + 1 } },
    });
    return moved ? { refund: row, payment } : null;
  });
}

export async function executeRefund(refundId: string, actor: Actor): Promise<Refund | null> {
  const started = await startAttempt(refundId, actor);
  if (started?.refund.destination === "wallet") {
    // The customer chose their wallet: no provider call; the wallet credits it from the event (server/wallet/credit.ts).
    await completeRefund(started.refund.id, null, { type: "system" });
  } else if (started) {
    const { refund, payment } = started;
    let answer: ProviderRefund | undefined;
    let error: unknown;
    try {
      answer = await paymentDeps.provider(payment.provider as ProviderId).refund({
        refundId: refund.id,
        paymentId: payment.id,
        providerRef: payment.providerRef ?? "",
        amount: formatAmount(refund.amount),
        currency: payment.currency,
        reason: refund.reason,
      });
    } catch (e) {
      error = e;
    }
    const system: Actor = { type: "system" };
    if (answer?.status === "processed") await completeRefund(refund.id, answer.providerRefundId, system);
    else if (answer?.status === "processing")
      await db.refund.updateMany({ where: { id: refund.id, status: "processing" }, data: { providerRefundId: answer.providerRefundId } });
    else if (answer) await failRefundAttempt(refund.id, answer.failureReason ?? "provider reported the refund failed", { final: false, actor: system });
    else if (error instanceof ProviderRejectedError) await failRefundAttempt(refund.id, `${error.code}: ${error.message}`, { final: true, actor: system });
    else await failRefundAttempt(refund.id, error instanceof Error ? error.message : String(error), { final: false, actor: system });
  }
  return db.refund.findUnique({ where: { id: refundId } });
}
