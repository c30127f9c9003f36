import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { Prisma } from "../../core/db/generated/client";
import { bucketOf, reportPeriod, type ReportPeriod, type reportQuery } from "./period";
import type { z } from "zod";

// Marketplace activity per Kuwait day or month, counted in SQL: RFQs, quotes
// and bookings created, bookings whose deposit was paid, bookings cancelled,
// customers and vendors who joined.

const METRICS = ["rfqs", "quotes", "bookings", "paid_bookings", "cancelled_bookings", "new_customers", "new_vendors"] as const;
type Metric = (typeof METRICS)[number];
type Counts = Record<Metric, number>;

function counted(metric: Metric, period: ReportPeriod): Prisma.Sql {
  const { start, end } = period;
  const within = (column: string) => Prisma.sql`${Prisma.raw(column)} >= ${start} AND ${Prisma.raw(column)} < ${end}`;
  switch (metric) {
    case "rfqs":
      return Prisma.sql`SELECT ${bucketOf("created_at", period)} AS period, id AS item FROM rfqs WHERE ${within("created_at")}`;
    case "quotes":
      return Prisma.sql`SELECT ${bucketOf("created_at", period)} AS period, id AS item FROM quotes WHERE ${within("created_at")}`;
    case "bookings":
      return Prisma.sql`SELECT ${bucketOf("created_at", period)} AS period, id AS item FROM bookings WHERE ${within("created_at")}`;
    case "paid_bookings":
      // A booking counts once, on the day its deposit was paid (the first paid deposit payment).
      return Prisma.sql`SELECT ${bucketOf("first_paid", period)} AS period, payable_id AS item FROM (
          SELECT payable_id, MIN(paid_at) AS first_paid FROM payments
          WHERE purpose = 'booking_deposit' AND paid_at IS NOT NULL AND status IN ('paid', 'partially_refunded', 'refunded') GROUP BY payable_id
        ) AS firsts WHERE ${within("first_paid")}`;
    case "cancelled_bookings":
      return Prisma.sql`SELECT ${bucketOf("cancelled_at", period)} AS period, id AS item FROM bookings WHERE status = 'cancelled' AND ${within("cancelled_at")}`;
    case "new_customers":
      return Prisma.sql`SELECT ${bucketOf("created_at", period)} AS period, id AS item FROM users WHERE user_type = 'customer' AND ${within("created_at")}`;
    case "new_vendors":
      return Prisma.sql`SELECT ${bucketOf("created_at", period)} AS period, id AS item FROM vendors WHERE ${within("created_at")}`;
  }
}

export async function activityReport(query: z.output<typeof reportQuery>) {
  const period = reportPeriod(query);
  const computedAt = now();
  const parts = METRICS.map((m) => Prisma.sql`SELECT ${m}::text AS metric, period, COUNT(*)::int AS n FROM (${counted(m, period)}) AS t GROUP BY period`);
  const rows = await db.$queryRaw<{ metric: Metric; period: string; n: number }[]>(Prisma.sql`${Prisma.join(parts, " UNION ALL ")}`);
  const zero = (): Counts => Object.fromEntries(METRICS.map((m) => [m, 0])) as Counts;
  const buckets = new Map(period.buckets.map((b) => [b, zero()]));
  for (const r of rows) {
    const b = buckets.get(r.period);
    if (b) b[r.metric] = Number(r.n);
  }
  const totals = zero();
  for (const b of buckets.values()) for (const m of METRICS) totals[m] += b[m];
  return {
    from: period.from,
    to: period.to,
    group: period.group,
    computed_at: computedAt.toISOString(),
    totals,
    series: [...buckets].map(([p, counts]) => ({ period: p, ...counts })),
  };
}
