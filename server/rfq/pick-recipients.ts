import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { kuwaitMonth } from "../core/kuwait-time";
import { effectivePlan } from "../vendors/effective-plan";
import { matchingCategoryIds, ownVendorIds, type RfqCategory } from "./check-targets";

// Open-to-category RFQs: the system picks the recipients when the RFQ is
// sent (docs/rfqs.md "Open-to-category ranking"). Eligible: approved,
// published, offering the category, in Kuwait, not the customer's own vendor,
// with receive slots left this month, and free on the RFQ's service day (the
// event date, else the needed-by date: the sender passes the busy ones, read
// before its transaction). Vendors in the event's city come first; when fewer
// than 15 match there, the rest of Kuwait fills the list.
// Within each group: rating score, then response rate, then plan tier.

export const OPEN_RECIPIENTS = 15;
const DAY = 86_400_000;
const RESPONSE_WINDOW_DAYS = 90;
const TIER: Record<string, number> = { enterprise: 3, professional: 2, basic: 1, free: 0 };
// The search module's ranking setting (server/search/ranking.ts), read here
// directly: rfq sits below search in the module layers.
const RANKING_SETTINGS_KEY = "search_ranking";
const DEFAULT_DAMPING = 5;

export type RankedVendor = { id: string; inCity: boolean; score: number; responseRate: number; tier: number };

/** The spec's ranking score (v*R + m*C) / (v + m), the one search ranks by. */
async function ratingScorer(tx: Tx): Promise<(count: number, mean: number) => number> {
  const [rows, setting] = await Promise.all([
    tx.$queryRaw<{ mean: string | null }[]>`
      SELECT SUM(rating_avg * rating_count) / NULLIF(SUM(rating_count), 0) AS mean
      FROM vendors WHERE status = 'approved' AND rating_count > 0`,
    tx.marketplaceSetting.findUnique({ where: { key: RANKING_SETTINGS_KEY } }),
  ]);
  const platformMean = rows[0]?.mean == null ? 0 : Number(rows[0].mean);
  const stored = (setting?.value as { damping?: unknown } | null)?.damping;
  const damping = typeof stored === "number" && stored > 0 ? stored : DEFAULT_DAMPING;
  return (count, mean) => (count * mean + damping * platformMean) / (count + damping);
}

/** Every eligible vendor, best first; the sender takes receive slots down this list until it has 15. */
export async function rankedCandidates(
  tx: Tx,
  input: { category: RfqCategory; cityId: string | null; customerUserId: string; busy: ReadonlySet<string> },
): Promise<RankedVendor[]> {
  const [categoryIds, own] = await Promise.all([matchingCategoryIds(input.category, tx), ownVendorIds(input.customerUserId, tx)]);
  const found = await tx.vendor.findMany({
    where: {
      status: "approved",
      publishedAt: { not: null },
      city: { countryCode: "KW" },
      categories: { some: { categoryId: { in: categoryIds } } },
      id: { notIn: [...own] },
    },
    select: { id: true, cityId: true, ratingAvg: true, ratingCount: true },
  });
  // Closed, blocked or full on the service day (`busy`, read before the send's transaction): left out.
  const vendors = found.filter((v) => !input.busy.has(v.id));
  if (vendors.length === 0) return [];
  const ids = vendors.map((v) => v.id);
  const since = new Date(now().getTime() - RESPONSE_WINDOW_DAYS * DAY);
  const [score, usage, received] = await Promise.all([
    ratingScorer(tx),
    tx.vendorQuotaUsage.findMany({ where: { vendorId: { in: ids }, period: kuwaitMonth(now()) }, select: { vendorId: true, rfqsReceived: true } }),
    tx.rfqRecipient.groupBy({ by: ["vendorId", "status"], where: { vendorId: { in: ids }, sentAt: { gte: since } }, _count: { _all: true } }),
  ]);
  const usedById = new Map(usage.map((u) => [u.vendorId, u.rfqsReceived]));
  const answers = new Map<string, { answered: number; all: number }>();
  for (const row of received) {
    const entry = answers.get(row.vendorId) ?? { answered: 0, all: 0 };
    entry.all += row._count._all;
    if (row.status === "quoted" || row.status === "declined") entry.answered += row._count._all;
    answers.set(row.vendorId, entry);
  }
  const ranked: RankedVendor[] = [];
  for (const vendor of vendors) {
    const plan = await effectivePlan(vendor.id, tx);
    // Spent this month: leave it out (consumeRfqReceive is still the atomic guard when sending).
    if (plan.rfqReceiveLimit !== null && (usedById.get(vendor.id) ?? 0) >= plan.rfqReceiveLimit) continue;
    const answer = answers.get(vendor.id);
    ranked.push({
      id: vendor.id,
      inCity: input.cityId !== null && vendor.cityId === input.cityId,
      score: score(vendor.ratingCount, Number(vendor.ratingAvg)),
      responseRate: answer && answer.all > 0 ? answer.answered / answer.all : 0,
      tier: TIER[plan.code] ?? 0,
    });
  }
  return ranked.sort(
    (a, b) => Number(b.inCity) - Number(a.inCity) || b.score - a.score || b.responseRate - a.responseRate || b.tier - a.tier || a.id.localeCompare(b.id),
  );
}
