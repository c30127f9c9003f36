import { TZDate } from "@date-fns/tz";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { Payment, Prisma, Refund } from "../../core/db/generated/client";
import { newId } from "../../core/ids";
import { KUWAIT_TZ } from "../../core/kuwait-time";
import { formatAmount } from "../../core/money";
import { paymentDeps } from "../../payments/deps";
import type { ProviderId, ProviderTransaction } from "../../payments/providers/types";
import { compareRecords, type OurRecord } from "./compare";
import { walletMismatches } from "./wallet-checks";

// One reconciliation run: one provider, one Kuwait day. Our payments of that
// provider paid or created that day and our refunds processed that day
// against the provider's listing of the same window (a provider without a
// listing, MyFatoorah, is asked about each of those records instead:
// `transactionsFor`); the run and its mismatches are stored in one transaction. Refunds to a wallet never reach
// the provider: they are checked against the wallet's credits instead, as are
// top-up payments (wallet-checks.ts). A provider that cannot be
// reached (or does not answer for every record asked) gives a `failed` run
// with the reason, never a half result.

export type ReconcileInput = { date: string; provider: ProviderId; startedBy: string | null };

/** [00:00, 24:00) of a Kuwait calendar day ("2026-11-24"). */
export function kuwaitDayWindow(date: string): { from: Date; to: Date } {
  const [y, m, d] = date.split("-").map(Number);
  return {
    from: new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, KUWAIT_TZ).getTime()),
    to: new Date(new TZDate(y, m - 1, d + 1, 0, 0, 0, 0, KUWAIT_TZ).getTime()),
  };
}

const PAID = new Set(["paid", "partially_refunded", "refunded"]);

function paymentRecord(p: Payment): OurRecord {
  const status = PAID.has(p.status) ? "paid" : p.status === "failed" ? "failed" : "pending";
  return {
    type: "payment",
    id: p.id,
    providerRef: p.providerRef,
    amount: formatAmount(p.amount),
    status,
    fee: p.providerFee ? formatAmount(p.providerFee) : null,
  };
}

function refundRecord(r: Refund): OurRecord {
  const status = r.status === "processed" ? "processed" : r.status === "failed" ? "failed" : "pending";
  return { type: "refund", id: r.id, providerRef: r.providerRefundId, amount: formatAmount(r.amount), status, fee: null };
}

type Window = { gte: Date; lt: Date };

/** The day's own selection: payments paid or created that day, refunds to the original method processed that day. */
const dayPayments = (provider: ProviderId, window: Window): Prisma.PaymentWhereInput => ({ provider, OR: [{ paidAt: window }, { createdAt: window }] });
const dayRefunds = (provider: ProviderId, window: Window): Prisma.RefundWhereInput => ({
  payment: { provider },
  destination: "original",
  status: "processed",
  processedAt: window,
});

/** The provider's side: its listing of the window, else its answers about the day's records of ours. */
async function theirRecords(provider: ProviderId, window: { from: Date; to: Date }): Promise<ProviderTransaction[]> {
  const adapter = paymentDeps.provider(provider);
  if (!adapter.transactionsFor) return adapter.listTransactions(window);
  const day = { gte: window.from, lt: window.to };
  const [payments, refunds] = await Promise.all([
    db.payment.findMany({ where: dayPayments(provider, day), select: { id: true, providerSessionId: true, providerRef: true }, orderBy: { id: "asc" } }),
    db.refund.findMany({ where: dayRefunds(provider, day), select: { id: true, providerRefundId: true }, orderBy: { id: "asc" } }),
  ]);
  return adapter.transactionsFor({
    payments: payments.map((p) => ({ paymentId: p.id, sessionId: p.providerSessionId, providerRef: p.providerRef })),
    refunds: refunds.map((r) => ({ refundId: r.id, providerRefundId: r.providerRefundId })),
  });
}

async function ourRecords(provider: ProviderId, window: Window, theirs: ProviderTransaction[]): Promise<OurRecord[]> {
  // The provider's records outside our day (paid today, created yesterday and still pending with us) are looked up by id or reference.
  const refs = (type: "payment" | "refund") => theirs.filter((t) => t.type === type);
  const paymentIds = refs("payment").flatMap((t) => (t.reference ? [t.reference] : []));
  const refundIds = refs("refund").flatMap((t) => (t.reference ? [t.reference] : []));
  const [payments, refunds] = await Promise.all([
    db.payment.findMany({
      where: {
        OR: [dayPayments(provider, window), { provider, id: { in: paymentIds } }, { provider, providerRef: { in: refs("payment").map((t) => t.providerRef) } }],
      },
    }),
    db.refund.findMany({
      where: {
        OR: [
          dayRefunds(provider, window),
          {
            payment: { provider },
            destination: "original",
            OR: [{ id: { in: refundIds } }, { providerRefundId: { in: refs("refund").map((t) => t.providerRef) } }],
          },
        ],
      },
    }),
  ]);
  return [...payments.map(paymentRecord), ...refunds.map(refundRecord)];
}

export async function reconcileDay(input: ReconcileInput): Promise<string> {
  const window = kuwaitDayWindow(input.date);
  const run = { id: newId(), runDate: new Date(`${input.date}T00:00:00Z`), provider: input.provider, startedBy: input.startedBy, createdAt: now() };
  let theirs: ProviderTransaction[];
  try {
    theirs = await theirRecords(input.provider, window);
  } catch (e) {
    const error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    await db.reconciliationRun.create({ data: { ...run, status: "failed", error } });
    return run.id;
  }
  const ours = await ourRecords(input.provider, { gte: window.from, lt: window.to }, theirs);
  const compared = compareRecords(ours, theirs);
  const wallet = await walletMismatches(input.provider, { gte: window.from, lt: window.to });
  const mismatches = [...compared.mismatches, ...wallet.mismatches];
  const matched = compared.matched;
  await db.$transaction(async (tx) => {
    await tx.reconciliationRun.create({
      data: { ...run, status: "completed", ourCount: ours.length, providerCount: theirs.length, matchedCount: matched, mismatchCount: mismatches.length },
    });
    await tx.reconciliationMismatch.createMany({
      data: mismatches.map((m) => ({ id: newId(), runId: run.id, ...m, detail: m.detail as Prisma.InputJsonValue | undefined })),
    });
  });
  return run.id;
}
