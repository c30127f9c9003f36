import { toDecimal } from "../../core/money";
import type { ProviderTransaction } from "../../payments/providers/types";

// The comparison itself, without the database: our records of one provider
// and day against the provider's listing. Matched by our id (the reference
// the provider carries), else by the provider's reference.

/** wallet_*: a top-up or refund to the wallet whose wallet credit is missing or differs (wallet-checks.ts). */
export type MismatchKind =
  "missing_ours" | "missing_provider" | "amount_differs" | "status_differs" | "fee_differs" | "wallet_credit_missing" | "wallet_credit_differs";

export type OurRecord = {
  type: "payment" | "refund";
  id: string;
  providerRef: string | null;
  amount: string;
  /** Our status in the provider's words: paid, failed, pending (payments); processed, failed, pending (refunds). */
  status: "paid" | "failed" | "pending" | "processed";
  fee: string | null;
};

export type FoundMismatch = {
  kind: MismatchKind;
  recordType: "payment" | "refund";
  recordId: string | null;
  providerRef: string | null;
  ourAmount: string | null;
  providerAmount: string | null;
  ourStatus: string | null;
  providerStatus: string | null;
  detail?: Record<string, string | null>;
};

export type Comparison = { matched: number; mismatches: FoundMismatch[] };

/** A refunded charge was still captured: for the comparison it is paid. */
const providerStatus = (t: ProviderTransaction) => (t.status === "refunded" ? "paid" : t.status);

const same = (a: string | null, b: string | null) => a !== null && b !== null && toDecimal(a).eq(toDecimal(b));

export function compareRecords(ours: OurRecord[], theirs: ProviderTransaction[]): Comparison {
  const byId = new Map(ours.map((o) => [`${o.type}:${o.id}`, o]));
  const byRef = new Map(ours.filter((o) => o.providerRef).map((o) => [`${o.type}:${o.providerRef}`, o]));
  const seen = new Set<OurRecord>();
  const mismatches: FoundMismatch[] = [];
  let matched = 0;

  for (const t of theirs) {
    const o = (t.reference ? byId.get(`${t.type}:${t.reference}`) : undefined) ?? byRef.get(`${t.type}:${t.providerRef}`);
    const theirSide = { providerRef: t.providerRef, providerAmount: t.amount, providerStatus: t.status };
    if (!o) {
      mismatches.push({
        kind: "missing_ours",
        recordType: t.type,
        recordId: null,
        ourAmount: null,
        ourStatus: null,
        ...theirSide,
        detail: { reference: t.reference },
      });
      continue;
    }
    seen.add(o);
    const record = { recordType: o.type, recordId: o.id, ourAmount: o.amount, ourStatus: o.status, ...theirSide };
    const kinds: FoundMismatch[] = [];
    if (!same(o.amount, t.amount)) kinds.push({ kind: "amount_differs", ...record });
    if (o.status !== providerStatus(t)) kinds.push({ kind: "status_differs", ...record });
    else if (o.status === "paid" && t.fee !== null && !same(o.fee, t.fee))
      kinds.push({ kind: "fee_differs", ...record, detail: { our_fee: o.fee, provider_fee: t.fee } });
    if (kinds.length === 0) matched++;
    mismatches.push(...kinds);
  }

  for (const o of ours) {
    if (seen.has(o) || (o.status !== "paid" && o.status !== "processed")) continue;
    mismatches.push({
      kind: "missing_provider",
      recordType: o.type,
      recordId: o.id,
      providerRef: o.providerRef,
      ourAmount: o.amount,
      providerAmount: null,
      ourStatus: o.status,
      providerStatus: null,
    });
  }
  return { matched, mismatches };
}
