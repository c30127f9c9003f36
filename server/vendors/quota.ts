import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { AppError } from "../core/errors";
import { kuwaitMonth, nextKuwaitMonthStart } from "../core/kuwait-time";
import { effectivePlan } from "./effective-plan";

// Monthly plan quotas. One vendor_quota_usage row per vendor and Kuwait
// calendar month ("YYYY-MM"), so the counters reset on the 1st at 00:00
// Asia/Kuwait simply because a new period key starts. Limits always come from
// effectivePlan(): the plan that applies now, Free when nothing else does.

export type QuotaUsage = {
  period: string;
  rfqs_received: number;
  /** null = unlimited */
  rfq_receive_limit: number | null;
  quotations_sent: number;
  /** null = unlimited */
  quotation_quota: number | null;
  /** ISO instant the counters start again from zero (the next 1st, 00:00 Kuwait). */
  resets_at: string;
};

/** This month's counters and the limits of the plan that applies now. */
export async function quotaUsage(vendorId: string, tx: Tx = db): Promise<QuotaUsage> {
  const at = now();
  const period = kuwaitMonth(at);
  const [plan, row] = await Promise.all([effectivePlan(vendorId, tx), tx.vendorQuotaUsage.findUnique({ where: { vendorId_period: { vendorId, period } } })]);
  return {
    period,
    rfqs_received: row?.rfqsReceived ?? 0,
    rfq_receive_limit: plan.rfqReceiveLimit,
    quotations_sent: row?.quotationsSent ?? 0,
    quotation_quota: plan.quotationQuota,
    resets_at: nextKuwaitMonthStart(at).toISOString(),
  };
}

type Counter = "rfqs_received" | "quotations_sent";

/**
 * Takes one slot of a monthly counter, atomically: the row is created if
 * missing, then a single conditional UPDATE increments it only while it is
 * below the limit. Under concurrency the second UPDATE waits for the first
 * row lock and re-checks the condition, so two callers never both take the
 * last slot. Returns false when the limit is spent.
 */
async function consume(tx: Tx, vendorId: string, counter: Counter, limit: number | null): Promise<boolean> {
  const at = now();
  const period = kuwaitMonth(at);
  await tx.$executeRaw`
    INSERT INTO vendor_quota_usage (vendor_id, period, rfqs_received, quotations_sent, updated_at)
    VALUES (${vendorId}, ${period}, 0, 0, ${at})
    ON CONFLICT (vendor_id, period) DO NOTHING`;
  // The column name cannot be a bind parameter; `counter` is one of two literals.
  const updated =
    counter === "rfqs_received"
      ? await tx.$executeRaw`
          UPDATE vendor_quota_usage SET rfqs_received = rfqs_received + 1, updated_at = ${at}
          WHERE vendor_id = ${vendorId} AND period = ${period} AND (${limit}::int IS NULL OR rfqs_received < ${limit}::int)`
      : await tx.$executeRaw`
          UPDATE vendor_quota_usage SET quotations_sent = quotations_sent + 1, updated_at = ${at}
          WHERE vendor_id = ${vendorId} AND period = ${period} AND (${limit}::int IS NULL OR quotations_sent < ${limit}::int)`;
  return updated === 1;
}

/**
 * Counts one RFQ delivered to the vendor this month. False when the plan's
 * monthly receive limit is spent (the RFQ module then does not deliver it).
 */
export async function consumeRfqReceive(tx: Tx, vendorId: string): Promise<boolean> {
  const plan = await effectivePlan(vendorId, tx);
  return consume(tx, vendorId, "rfqs_received", plan.rfqReceiveLimit);
}

/** Counts one quotation sent this month; 403 SUBSCRIPTION_QUOTA_EXCEEDED when the quota is spent. */
export async function consumeQuotation(tx: Tx, vendorId: string): Promise<void> {
  const plan = await effectivePlan(vendorId, tx);
  if (!(await consume(tx, vendorId, "quotations_sent", plan.quotationQuota))) {
    throw new AppError("SUBSCRIPTION_QUOTA_EXCEEDED");
  }
}
