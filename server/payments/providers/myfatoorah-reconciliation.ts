import { now } from "../../core/clock";
import { formatAmount } from "../../core/money";
import { myFatoorahCurrency, myFatoorahLocalTime, myFatoorahPaymentStatus, type MfInvoice } from "./myfatoorah-status";
import { ProviderRejectedError, type ProviderTransaction, type ReconciliationQuery } from "./types";

// provider_b's side of a reconciliation run. MyFatoorah's public v2 API has no
// listing by period (its Reporting section offers GetDepositedInvoices by a
// deposit reference only, and supplier deposits for multi-vendor accounts), so
// each of our payments is asked with getPaymentStatus (InvoiceId, else
// PaymentId) and each refund with GetRefundStatus (RefundReference):
// https://docs.myfatoorah.com/docs/get-payment-status https://docs.myfatoorah.com/docs/getrefundstatus
// At most 4 queries at a time, each with the adapter's timeout. A record
// MyFatoorah does not know is left out (compare.ts makes a paid one
// missing_provider); any other failure rejects the whole answer.

export const MYFATOORAH_RECONCILE_CONCURRENCY = 4;

export type MyFatoorahCall = <T>(path: string, during: string, body: Record<string, unknown>) => Promise<T>;

type MfRefundStatus = {
  RefundId?: number;
  RefundStatus?: string;
  InvoiceId?: number;
  Amount?: number;
  RefundReference?: string;
  RefundAmount?: number;
  BaseCurrency?: string;
};

/** Runs `fn` over `items`, `limit` at a time; the first failure stops taking new items and rejects. */
async function mapBounded<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const unknown = (e: unknown) => e instanceof ProviderRejectedError && e.code === "not_found";

async function asked<T>(what: string, query: () => Promise<T>): Promise<T | null> {
  try {
    return await query();
  } catch (e) {
    if (unknown(e)) return null;
    const error = new Error(`MyFatoorah did not answer for ${what}: ${(e as Error).message}`, { cause: e });
    throw error;
  }
}

function paymentRecord(paymentId: string, fallbackRef: string, inv: MfInvoice): ProviderTransaction {
  const s = myFatoorahPaymentStatus(inv);
  return {
    type: "payment",
    reference: paymentId,
    providerRef: s.providerRef ?? (inv.InvoiceId !== undefined ? String(inv.InvoiceId) : fallbackRef),
    amount: s.amount,
    currency: s.currency,
    status: s.status,
    fee: s.status === "paid" ? s.fee : null,
    at: s.paidAt ?? myFatoorahLocalTime(inv.CreatedDate) ?? now(),
  };
}

function refundRecord(refundId: string, reference: string, r: MfRefundStatus): ProviderTransaction {
  const status = /^refunded$/i.test(r.RefundStatus ?? "") ? "processed" : /^cancel+ed$/i.test(r.RefundStatus ?? "") ? "failed" : "pending";
  return {
    type: "refund",
    reference: refundId,
    providerRef: r.RefundReference ?? reference,
    amount: formatAmount(r.Amount ?? 0),
    currency: myFatoorahCurrency(r.BaseCurrency),
    status,
    fee: null,
    at: now(),
  };
}

export async function myFatoorahTransactionsFor(
  call: MyFatoorahCall,
  query: ReconciliationQuery,
  limit = MYFATOORAH_RECONCILE_CONCURRENCY,
): Promise<ProviderTransaction[]> {
  type Job = () => Promise<ProviderTransaction | null>;
  const jobs: Job[] = [];
  for (const p of query.payments) {
    // A payment that never reached MyFatoorah has no key: the provider cannot know it.
    const key = p.sessionId ? { Key: p.sessionId, KeyType: "InvoiceId" } : p.providerRef ? { Key: p.providerRef, KeyType: "PaymentId" } : null;
    if (!key) continue;
    jobs.push(async () => {
      const inv = await asked(`payment ${p.paymentId}`, () => call<MfInvoice>("/v2/getPaymentStatus", "the status query", key));
      return inv ? paymentRecord(p.paymentId, key.Key, inv) : null;
    });
  }
  for (const r of query.refunds) {
    const reference = r.providerRefundId;
    if (!reference) continue;
    jobs.push(async () => {
      const data = await asked(`refund ${r.refundId}`, () =>
        call<{ RefundStatusResult?: MfRefundStatus[] }>("/v2/GetRefundStatus", "the refund status query", { Key: reference, KeyType: "RefundReference" }),
      );
      const found = data?.RefundStatusResult?.find((x) => x.RefundReference === reference) ?? data?.RefundStatusResult?.[0];
      return found ? refundRecord(r.refundId, reference, found) : null;
    });
  }
  const answers = await mapBounded(jobs, limit, (job) => job());
  return answers.filter((t): t is ProviderTransaction => t !== null);
}
