import { writeAudit, type Actor } from "../../core/audit";
import { now } from "../../core/clock";
import { db, type Tx } from "../../core/db/client";
import type { Payment, Refund } from "../../core/db/generated/client";
import { formatAmount } from "../../core/money";
import { refundMachine } from "../state-machine";
import { notifyPayer } from "./notify-payer";

// A send that did not go through. The provider was down or reported the
// refund failed: `failed` with the next attempt scheduled (3 automatic
// retries: 15 minutes, 1 hour, 4 hours after the failed send), and after the
// last one manual processing. The provider refused it for good (past its
// refundable window, or a request it will never take): manual processing at
// once. Manual processing is a finance task: an `ops.alert.refund_manual`
// audit row and the refund in the admin queue (status=manual_processing);
// the payer is told to expect it within 10 business days.

export const MAX_AUTOMATIC_RETRIES = 3;
const RETRY_DELAYS_MS = [15 * 60_000, 60 * 60_000, 4 * 60 * 60_000];

export async function moveToManual(tx: Tx, refund: Refund, payment: Payment, why: string, actor: Actor): Promise<boolean> {
  const moved = await refundMachine.tryMove(tx, refund, "to_manual", {
    data: { nextAttemptAt: null, lastError: why.slice(0, 1000) },
    audit: { actor, action: "refund.manual_processing", reason: why },
  });
  if (!moved) return false;
  await writeAudit(tx, {
    actor: { type: "system" },
    action: "ops.alert.refund_manual",
    entityType: "refund",
    entityId: refund.id,
    diff: { payment_id: payment.id, amount: formatAmount(refund.amount), attempts: refund.attempts },
    reason: why,
  });
  await notifyPayer(tx, "refund.approved", refund, payment, { method: "manual" });
  return true;
}

/** The send failed; `final` (the provider refused for good) goes to manual processing without retries. */
export async function failRefundAttempt(refundId: string, why: string, opts: { final: boolean; actor: Actor }): Promise<void> {
  await db.$transaction(async (tx) => {
    const refund = await tx.refund.findUnique({ where: { id: refundId }, include: { payment: true } });
    if (!refund || refund.status !== "processing") return;
    const { payment, ...row } = refund;
    if (opts.final || row.attempts > MAX_AUTOMATIC_RETRIES) {
      await moveToManual(tx, row, payment, why, opts.actor);
      return;
    }
    const delay = RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length) - 1];
    await refundMachine.tryMove(tx, row, "fail", {
      data: { nextAttemptAt: new Date(now().getTime() + delay), lastError: why.slice(0, 1000) },
      audit: { actor: opts.actor, action: "refund.failed", reason: why, diff: { attempt: row.attempts } },
    });
  });
}
