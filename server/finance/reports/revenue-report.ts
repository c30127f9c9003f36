import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { Prisma } from "../../core/db/generated/client";
import { money, sum, toDecimal } from "../../core/money";
import { bucketOf, reportPeriod, type reportQuery } from "./period";
import type { z } from "zod";

// Revenue per Kuwait day or month, summed in SQL: payments paid (bookings and
// subscriptions), refunds processed, net, our commission from the ledger
// (deposits minus reversals: reversal commissions are negative), the
// subscription share of payments, and the provider fees. Wallet liabilities:
// the sum of every wallet's balance at the end of the period (each wallet's
// last movement before it), money the marketplace owes its customers.

type Amount = ReturnType<typeof toDecimal>;
type Amounts = { payments: Amount; subscriptions: Amount; provider_fees: Amount; refunds: Amount; commission: Amount };
type Row = { period: string } & Record<keyof Amounts, { toString(): string } | null>;

const zero = (): Amounts => ({
  payments: toDecimal(0),
  subscriptions: toDecimal(0),
  provider_fees: toDecimal(0),
  refunds: toDecimal(0),
  commission: toDecimal(0),
});

export async function revenueReport(query: z.output<typeof reportQuery>) {
  const period = reportPeriod(query);
  const { start, end } = period;
  const computedAt = now();
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    SELECT period, SUM(payments) AS payments, SUM(subscriptions) AS subscriptions, SUM(provider_fees) AS provider_fees,
           SUM(refunds) AS refunds, SUM(commission) AS commission
    FROM (
      SELECT ${bucketOf("paid_at", period)} AS period, amount AS payments,
             CASE WHEN purpose LIKE 'subscription%' THEN amount END AS subscriptions, provider_fee AS provider_fees,
             NULL::numeric AS refunds, NULL::numeric AS commission
      FROM payments WHERE paid_at >= ${start} AND paid_at < ${end} AND status IN ('paid', 'partially_refunded', 'refunded')
      UNION ALL
      SELECT ${bucketOf("processed_at", period)}, NULL, NULL, NULL, amount, NULL
      FROM refunds WHERE status = 'processed' AND processed_at >= ${start} AND processed_at < ${end}
      UNION ALL
      SELECT ${bucketOf("created_at", period)}, NULL, NULL, NULL, NULL, commission
      FROM ledger_entries WHERE created_at >= ${start} AND created_at < ${end}
    ) AS movements
    GROUP BY period`);
  const [liabilities] = await db.$queryRaw<{ total: { toString(): string } | null }[]>(Prisma.sql`
    SELECT SUM(balance_after) AS total FROM (
      SELECT DISTINCT ON (wallet_id) balance_after FROM wallet_movements WHERE created_at < ${end} ORDER BY wallet_id, id DESC
    ) AS last_movements`);
  const buckets = new Map(period.buckets.map((b) => [b, zero()]));
  for (const r of rows) {
    const b = buckets.get(r.period);
    if (!b) continue;
    for (const key of Object.keys(b) as (keyof Amounts)[]) b[key] = toDecimal(r[key] ?? 0);
  }
  const all = [...buckets.values()];
  const total = (key: keyof Amounts) => sum(all.map((a) => a[key]));
  return {
    from: period.from,
    to: period.to,
    group: period.group,
    computed_at: computedAt.toISOString(),
    totals: {
      payments: money(total("payments")),
      refunds: money(total("refunds")),
      net: money(total("payments").minus(total("refunds"))),
      commission: money(total("commission")),
      subscriptions: money(total("subscriptions")),
      provider_fees: money(total("provider_fees")),
      wallet_liabilities: money(toDecimal(liabilities?.total ?? 0)),
    },
    series: [...buckets].map(([p, a]) => ({
      period: p,
      payments: money(a.payments),
      refunds: money(a.refunds),
      net: money(a.payments.minus(a.refunds)),
      commission: money(a.commission),
      subscriptions: money(a.subscriptions),
      provider_fees: money(a.provider_fees),
    })),
  };
}
