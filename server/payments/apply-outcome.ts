import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Payment } from "../core/db/generated/client";
import { AMOUNT_PATTERN, formatAmount, toDecimal } from "../core/money";
import { emit } from "../core/outbox/outbox";
import { issueInvoice } from "../invoices/issue-invoice";
import { paymentDeps } from "./deps";
import { paymentMachine } from "./state-machine";
import { opsAlert } from "./ops-alert";
import type { PaymentMethod, ProviderId } from "./providers/types";

// What a provider said about a payment (a verified webhook or a status
// query), applied through the payment machine. Idempotent: an outcome the
// payment already reflects changes nothing. A success must match the amount
// and currency exactly, or the payment is flagged (never paid, later
// outcomes ignored until finance decides: resolve-flag.ts) and ops are
// alerted. A failure reported after a success is out of order: the
// provider's status is queried and paid stays paid. An impossible move is
// an ops alert, never an error to the provider.

export type Outcome = {
  status: "paid" | "failed" | "pending";
  amount: string | null;
  currency: string | null;
  method: PaymentMethod | null;
  providerRef: string | null;
  paidAt: Date | null;
  fee: string | null;
  failureReason: string | null;
};

export type Applied = "paid" | "failed" | "flagged" | "unchanged" | "illegal";

const SETTLED_PAID = ["paid", "partially_refunded", "refunded"];

export async function applyOutcome(paymentId: string, outcome: Outcome, source: "webhook" | "poller" | "startup" | "redirect"): Promise<Applied> {
  const before = await db.payment.findUniqueOrThrow({ where: { id: paymentId } });
  // Out of order: a failure after the success. Ask the provider; paid stays paid either way.
  if (outcome.status === "failed" && SETTLED_PAID.includes(before.status)) {
    const truth = await paymentDeps
      .provider(before.provider as ProviderId)
      .queryStatus({ paymentId: before.id, sessionId: before.providerSessionId, providerRef: before.providerRef })
      .catch(() => null);
    if (truth?.status === "paid") return "unchanged";
    await db.$transaction((tx) =>
      opsAlert(
        tx,
        "illegal_transition",
        { type: "payment", id: paymentId },
        { status: before.status, reported: "failed", provider_status: truth?.status ?? "unknown", source },
      ),
    );
    return "illegal";
  }
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM payments WHERE id = ${paymentId} FOR UPDATE`;
    const p = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
    if (outcome.status === "paid") return succeed(tx, p, outcome, source);
    if (outcome.status === "failed") return fail(tx, p, outcome.failureReason ?? "failed", source);
    return "unchanged";
  });
}

function mismatch(p: Payment, outcome: Outcome): "amount_mismatch" | "currency_mismatch" | null {
  if (outcome.currency !== p.currency) return "currency_mismatch";
  if (!outcome.amount || !AMOUNT_PATTERN.test(outcome.amount) || !toDecimal(outcome.amount).eq(toDecimal(p.amount))) return "amount_mismatch";
  return null;
}

async function succeed(tx: Tx, p: Payment, outcome: Outcome, source: string): Promise<Applied> {
  if (SETTLED_PAID.includes(p.status) || p.flagged) return "unchanged";
  const entity = { type: "payment", id: p.id };
  const wrong = mismatch(p, outcome);
  if (wrong) {
    await flagPayment(tx, p, outcome, wrong);
    await opsAlert(tx, wrong, entity, { expected: `${formatAmount(p.amount)} ${p.currency}`, reported: `${outcome.amount} ${outcome.currency}`, source });
    return "flagged";
  }
  if (p.status === "failed") {
    // Money captured for an attempt we already gave up on (expired, provider down): finance must look.
    await opsAlert(tx, "illegal_transition", entity, { status: p.status, reported: "paid", source });
    return "illegal";
  }
  // The page-open was missed (the payer went straight to the provider): two moves.
  if (p.status === "initiated") await paymentMachine.move(tx, p, "open", { audit: { actor: { type: "system" }, action: "payment.opened", diff: { source } } });
  const paidAt = outcome.paidAt ?? now();
  await paymentMachine.move(tx, p.id, "succeed", {
    data: { paidAt, method: outcome.method, providerRef: outcome.providerRef ?? p.providerRef, providerFee: outcome.fee, lastCheckedAt: now() },
    audit: { actor: { type: "system" }, action: "payment.succeeded", diff: { amount: formatAmount(p.amount), method: outcome.method, source } },
    event: {
      name: "PaymentSucceeded",
      payload: {
        paymentId: p.id,
        payableType: p.payableType as "booking" | "subscription" | "wallet_topup",
        payableId: p.payableId,
        purpose: p.purpose,
        amount: formatAmount(p.amount),
        payerUserId: p.payerUserId,
      },
    },
  });
  // Numbered in this transaction: a rollback gives the number back (server/invoices/numbering.ts).
  await issueInvoice(tx, p.id);
  return "paid";
}

/**
 * Money was taken, but not what we asked for: what the provider reported is
 * kept, finance decides (resolve-flag.ts), and the payable's side holds its
 * deadline and tells the payer (PaymentFlagged).
 */
async function flagPayment(tx: Tx, p: Payment, outcome: Outcome, reason: "amount_mismatch" | "currency_mismatch"): Promise<void> {
  const reportedAmount = outcome.amount && AMOUNT_PATTERN.test(outcome.amount) ? outcome.amount : null;
  const reportedCurrency = outcome.currency?.slice(0, 3) ?? null;
  await tx.payment.update({
    where: { id: p.id },
    data: {
      flagged: true,
      flagReason: reason,
      flaggedAt: now(),
      reportedAmount,
      reportedCurrency,
      providerRef: outcome.providerRef ?? p.providerRef,
      method: outcome.method ?? p.method,
    },
  });
  await emit(tx, "PaymentFlagged", {
    paymentId: p.id,
    payableType: p.payableType as "booking" | "subscription" | "wallet_topup" | "order",
    payableId: p.payableId,
    payerUserId: p.payerUserId,
    expected: formatAmount(p.amount),
    reported: reportedAmount ?? "",
    reportedCurrency: reportedCurrency ?? "",
  });
}

async function fail(tx: Tx, p: Payment, reason: string, source: string): Promise<Applied> {
  // A flagged payment took money: a later failure report changes nothing until finance decides.
  if (p.status === "failed" || p.flagged) return "unchanged";
  if (p.status === "initiated") await paymentMachine.move(tx, p, "open", { audit: { actor: { type: "system" }, action: "payment.opened", diff: { source } } });
  await paymentMachine.move(tx, p.id, "fail", {
    data: { failedAt: now(), failureReason: reason.slice(0, 200), lastCheckedAt: now() },
    audit: { actor: { type: "system" }, action: "payment.failed", diff: { reason, source } },
    event: { name: "PaymentFailed", payload: failedPayload(p, reason) },
  });
  return "failed";
}

export function failedPayload(p: Payment, reason: string) {
  return {
    paymentId: p.id,
    payableType: p.payableType as "booking" | "subscription" | "wallet_topup" | "order",
    payableId: p.payableId,
    purpose: p.purpose,
    reason,
    payerUserId: p.payerUserId,
  };
}
