import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Payment } from "../core/db/generated/client";
import { AppError, notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { formatAmount } from "../core/money";
import { emit } from "../core/outbox/outbox";
import { issueInvoice } from "../invoices/issue-invoice";
import { allowedFlagActions, type FlagAction } from "./flag-actions";
import { paymentMachine } from "./state-machine";
import { executeRefund } from "./refunds/execute-refund";
import { lockPayment, recordRefund } from "./refunds/record-refund";
import type { AdminPaymentView } from "./schemas";
import { adminPaymentView } from "./views";

// Finance decides a flagged payment (the provider took money, but not what
// was asked: apply-outcome.ts). The policy allows:
// - `refund`: what was charged goes back through the provider, without
//   approval (the payer never agreed to that amount). The payment is paid
//   for what was charged (invoice) and refunded in full (credit note); the
//   payable never counts it, so no ledger entry reaches the vendor.
// - `accept`: only a shortfall in the right currency (charged less than
//   asked): the payment is paid for what was charged, counted toward its
//   payable like any paid part (PaymentSucceeded: invoice, ledger), and the
//   rest stays due. More than asked, or another currency, is always refunded.
// Either way the payable gets a fresh deadline when it still waits for money
// and the payer is told (PaymentFlagResolved). Audited with both amounts.

function notAllowed(p: Payment): AppError {
  const waiting = p.flagged && !p.flagResolution;
  return new AppError("CONFLICT", {
    message: waiting
      ? {
          en: "Only a payment charged less than asked, in the same currency, can be accepted; refund it instead.",
          ar: "لا يُقبل إلا دفعة خُصم فيها أقل من المطلوب وبالعملة نفسها؛ استردّها بدلًا من ذلك.",
        }
      : { en: "This payment is not waiting for a decision.", ar: "هذه الدفعة لا تنتظر قرارًا." },
  });
}

export async function resolveFlaggedPayment(id: string, input: { action: FlagAction; note: string }, ctx: RequestContext): Promise<AdminPaymentView> {
  assertSignedIn(ctx);
  if (!ULID_PATTERN.test(id)) throw notFound();
  const actor = { type: "admin" as const, id: ctx.userId };
  const { payment, refundId } = await db.$transaction(async (tx) => {
    const p = await lockPayment(tx, id); // 404 when there is no such payment
    if (!allowedFlagActions(p).includes(input.action)) throw notAllowed(p);
    const charged = formatAmount(p.reportedAmount!);
    const resolution = input.action === "accept" ? "accepted" : "refunded";
    await tx.payment.update({
      where: { id },
      data: {
        flagged: false,
        flagResolution: resolution,
        flagResolvedAt: now(),
        flagResolvedBy: ctx.userId,
        flagNote: input.note,
        expectedAmount: p.amount,
        amount: charged,
        currency: p.reportedCurrency!,
      },
    });
    await payFor(tx, p, charged, input.action, actor);
    await emit(tx, "PaymentFlagResolved", {
      paymentId: p.id,
      payableType: p.payableType as "booking" | "subscription" | "wallet_topup" | "order",
      payableId: p.payableId,
      payerUserId: p.payerUserId,
      resolution,
      charged,
      currency: p.reportedCurrency!,
    });
    const refund =
      input.action === "refund"
        ? await recordRefund(tx, {
            paymentId: p.id,
            amount: "remaining",
            reason: "amount_mismatch",
            note: input.note,
            requestedByUserId: ctx.userId,
            systemInitiated: true,
            actor,
            request: ctx,
            detached: true,
          })
        : null;
    return { payment: await tx.payment.findUniqueOrThrow({ where: { id } }), refundId: refund?.refund.id ?? null };
  });
  // Sent after the commit, as every system refund (execute-refund.ts); a provider that is down leaves it to the retries.
  if (refundId) await executeRefund(refundId, actor);
  return adminPaymentView(refundId ? await db.payment.findUniqueOrThrow({ where: { id } }) : payment);
}

/** The payment becomes paid for what was charged; only an accepted one counts toward its payable. */
async function payFor(tx: Tx, p: Payment, charged: string, action: FlagAction, actor: { type: "admin"; id: string }): Promise<void> {
  const diff = { expected: `${formatAmount(p.amount)} ${p.currency}`, charged: `${charged} ${p.reportedCurrency}`, action };
  // Flagged before the page-open was seen (the payer went straight to the provider).
  if (p.status === "initiated")
    await paymentMachine.move(tx, p.id, "open", { audit: { actor, action: "payment.opened", diff: { source: "flag_resolution" } } });
  await paymentMachine.move(tx, p.id, "succeed", {
    data: { paidAt: now(), lastCheckedAt: now() },
    audit: { actor, action: "payment.flag_resolved", diff },
    event:
      action === "accept"
        ? {
            name: "PaymentSucceeded",
            payload: {
              paymentId: p.id,
              payableType: p.payableType as "booking" | "subscription" | "wallet_topup" | "order",
              payableId: p.payableId,
              purpose: p.purpose,
              amount: charged,
              payerUserId: p.payerUserId,
            },
          }
        : undefined,
  });
  await issueInvoice(tx, p.id);
}
