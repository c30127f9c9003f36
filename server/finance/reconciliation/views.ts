import type { ReconciliationMismatch, ReconciliationRun } from "../../core/db/generated/client";
import { money } from "../../core/money";
import { z } from "zod";

// What the reconciliation endpoints answer (docs/finance.md "Reconciliation and reports").

const moneyOut = z.object({ amount: z.string(), currency: z.string() });

export const runSchema = z.object({
  id: z.string(),
  run_date: z.string(),
  provider: z.string(),
  status: z.enum(["completed", "failed"]),
  error: z.string().nullable(),
  our_count: z.number().int(),
  provider_count: z.number().int(),
  matched_count: z.number().int(),
  mismatch_count: z.number().int(),
  created_at: z.string(),
});

export const mismatchSchema = z.object({
  id: z.string(),
  kind: z.enum(["missing_ours", "missing_provider", "amount_differs", "status_differs", "fee_differs", "wallet_credit_missing", "wallet_credit_differs"]),
  record_type: z.enum(["payment", "refund"]),
  record_id: z.string().nullable(),
  provider_ref: z.string().nullable(),
  our_amount: moneyOut.nullable(),
  provider_amount: moneyOut.nullable(),
  our_status: z.string().nullable(),
  provider_status: z.string().nullable(),
});

export const reconciliationSchema = z.object({ date: z.string(), run: runSchema.nullable(), mismatches: z.array(mismatchSchema) });

export type RunView = z.infer<typeof runSchema>;
export type MismatchView = z.infer<typeof mismatchSchema>;

export const dateText = (d: Date) => d.toISOString().slice(0, 10);

export function runView(r: ReconciliationRun): RunView {
  return {
    id: r.id,
    run_date: dateText(r.runDate),
    provider: r.provider,
    status: r.status as RunView["status"],
    error: r.error,
    our_count: r.ourCount,
    provider_count: r.providerCount,
    matched_count: r.matchedCount,
    mismatch_count: r.mismatchCount,
    created_at: r.createdAt.toISOString(),
  };
}

export function mismatchView(m: ReconciliationMismatch): MismatchView {
  return {
    id: m.id,
    kind: m.kind as MismatchView["kind"],
    record_type: m.recordType as MismatchView["record_type"],
    record_id: m.recordId,
    provider_ref: m.providerRef,
    our_amount: m.ourAmount === null ? null : money(m.ourAmount),
    provider_amount: m.providerAmount === null ? null : money(m.providerAmount),
    our_status: m.ourStatus,
    provider_status: m.providerStatus,
  };
}

/** The mismatches of a run in a stable order (kind, then record). */
export const mismatchOrder = [{ kind: "asc" as const }, { recordId: "asc" as const }, { providerRef: "asc" as const }];
