import { db } from "../../core/db/client";
import { formatAmount, toDecimal } from "../../core/money";
import type { FoundMismatch } from "./compare";

// The wallet side of a reconciliation run: every top-up payment paid that day
// must have credited its wallet once with its amount, and every refund
// processed to a wallet that day (never sent to the provider) likewise. The
// wallet's movements are keyed by payment and refund id.

type Window = { gte: Date; lt: Date };

export async function walletMismatches(provider: string, window: Window): Promise<{ checked: number; mismatches: FoundMismatch[] }> {
  const [topUps, refunds] = await Promise.all([
    db.payment.findMany({ where: { provider, payableType: "wallet_topup", paidAt: window, status: { in: ["paid", "partially_refunded", "refunded"] } } }),
    db.refund.findMany({ where: { destination: "wallet", status: "processed", processedAt: window, payment: { provider } } }),
  ]);
  const expected = [
    ...topUps.map((p) => ({
      recordType: "payment" as const,
      id: p.id,
      amount: formatAmount(p.amount),
      providerRef: p.providerRef,
      key: { type: "payment", id: p.id },
    })),
    ...refunds.map((r) => ({ recordType: "refund" as const, id: r.id, amount: formatAmount(r.amount), providerRef: null, key: { type: "refund", id: r.id } })),
  ];
  if (expected.length === 0) return { checked: 0, mismatches: [] };
  const movements = await db.walletMovement.findMany({ where: { OR: expected.map((e) => ({ referenceType: e.key.type, referenceId: e.key.id })) } });
  const credited = new Map(movements.map((m) => [`${m.referenceType}:${m.referenceId}`, m]));
  const mismatches: FoundMismatch[] = [];
  for (const e of expected) {
    const m = credited.get(`${e.key.type}:${e.key.id}`);
    const base = {
      recordType: e.recordType,
      recordId: e.id,
      providerRef: e.providerRef,
      ourAmount: e.amount,
      ourStatus: e.recordType === "payment" ? "paid" : "processed",
      providerStatus: null,
    };
    if (!m) mismatches.push({ kind: "wallet_credit_missing", ...base, providerAmount: null });
    else if (!toDecimal(m.amount).eq(toDecimal(e.amount)))
      mismatches.push({ kind: "wallet_credit_differs", ...base, providerAmount: null, detail: { wallet_amount: formatAmount(m.amount) } });
  }
  return { checked: expected.length, mismatches };
}
