import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { AnalyticsDepth, Prisma } from "../core/db/generated/client";
import { AppError } from "../core/errors";
import { localized, type Locale } from "../core/i18n";
import { kuwaitDay } from "../core/kuwait-time";
import { effectivePlan } from "./effective-plan";

// GET /vendors/me/analytics: profile views, RFQs received, quotes sent and
// won over a window of Kuwait days. The plan's analytics depth decides how
// far back a vendor may look and what comes with the totals.

export const ANALYTICS_DEPTHS: Record<AnalyticsDepth, { maxDays: number; series: boolean; winRate: boolean; comparison: boolean }> = {
  basic: { maxDays: 30, series: false, winRate: false, comparison: false },
  standard: { maxDays: 90, series: true, winRate: false, comparison: false },
  advanced: { maxDays: 365, series: true, winRate: true, comparison: false },
  full: { maxDays: 365, series: true, winRate: true, comparison: true },
};

export const DEFAULT_ANALYTICS_DAYS = 30;
const DAY_MS = 24 * 3600_000;

type Counts = { views: number; rfqs_received: number; quotes_sent: number; quotes_won: number };

const winRate = (won: number, sent: number) => (sent > 0 ? Math.round((won / sent) * 1000) / 1000 : null);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function sumOf(rows: { profileViews: number; rfqsReceived: number; quotesSent: number; quotesWon: number }[]): Counts {
  return rows.reduce(
    (acc, r) => ({
      views: acc.views + r.profileViews,
      rfqs_received: acc.rfqs_received + r.rfqsReceived,
      quotes_sent: acc.quotes_sent + r.quotesSent,
      quotes_won: acc.quotes_won + r.quotesWon,
    }),
    { views: 0, rfqs_received: 0, quotes_sent: 0, quotes_won: 0 },
  );
}

export async function vendorAnalytics(vendorId: string, input: { days?: number }, locale: Locale) {
  const plan = await effectivePlan(vendorId);
  const depth = ANALYTICS_DEPTHS[plan.analyticsDepth];
  const days = input.days ?? Math.min(DEFAULT_ANALYTICS_DAYS, depth.maxDays);
  if (days > depth.maxDays) {
    throw new AppError("SUBSCRIPTION_REQUIRED", {
      message: {
        en: `The current plan shows at most ${depth.maxDays} days of analytics.`,
        ar: `لا تعرض الباقة الحالية تحليلات أكثر من ${depth.maxDays} يومًا.`,
      },
    });
  }
  const to = kuwaitDay(now());
  const from = new Date(to.getTime() - (days - 1) * DAY_MS);
  const window: Prisma.DateTimeFilter = { gte: from, lte: to };

  const rows = await db.vendorDailyStat.findMany({ where: { vendorId, day: window }, orderBy: { day: "asc" } });
  const totals = sumOf(rows);
  const byDay = new Map(rows.map((r) => [isoDay(r.day), r]));
  const series = depth.series
    ? Array.from({ length: days }, (_, i) => {
        const date = isoDay(new Date(from.getTime() + i * DAY_MS));
        const r = byDay.get(date);
        return { date, views: r?.profileViews ?? 0, rfqs_received: r?.rfqsReceived ?? 0, quotes_sent: r?.quotesSent ?? 0, quotes_won: r?.quotesWon ?? 0 };
      })
    : null;

  return {
    depth: plan.analyticsDepth,
    max_days: depth.maxDays,
    window: { days, from: isoDay(from), to: isoDay(to) },
    totals: { ...totals, win_rate: depth.winRate ? winRate(totals.quotes_won, totals.quotes_sent) : null },
    series,
    comparison: depth.comparison ? await categoryComparison(vendorId, window, locale) : null,
  };
}

/** Average per other approved vendor of the same primary category, over the same window. */
async function categoryComparison(vendorId: string, window: Prisma.DateTimeFilter, locale: Locale) {
  const primary = await db.vendorCategory.findFirst({ where: { vendorId, isPrimary: true }, include: { category: true } });
  if (!primary) return null;
  const peers: Prisma.VendorWhereInput = {
    id: { not: vendorId },
    status: "approved",
    categories: { some: { categoryId: primary.categoryId, isPrimary: true } },
  };
  const [count, sums] = await Promise.all([
    db.vendor.count({ where: peers }),
    db.vendorDailyStat.aggregate({
      where: { day: window, vendor: peers },
      _sum: { profileViews: true, rfqsReceived: true, quotesSent: true, quotesWon: true },
    }),
  ]);
  const avg = (n: number | null) => Math.round(((n ?? 0) / count) * 100) / 100;
  return {
    category: { id: primary.category.id, name: localized(locale, primary.category.nameAr, primary.category.nameEn) },
    vendors_count: count,
    average:
      count === 0
        ? null
        : {
            views: avg(sums._sum.profileViews),
            rfqs_received: avg(sums._sum.rfqsReceived),
            quotes_sent: avg(sums._sum.quotesSent),
            quotes_won: avg(sums._sum.quotesWon),
            win_rate: winRate(sums._sum.quotesWon ?? 0, sums._sum.quotesSent ?? 0),
          },
  };
}
