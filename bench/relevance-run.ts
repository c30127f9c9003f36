// The judged query set against the demo marketplace: the demo vendors
// (prisma/seed/demo.ts) seeded into the current database, the search index
// built, each judged query run through the search provider (vendors, default
// relevance order, and sort=recommended for the comparison) and scored (bench/relevance-metrics.ts). Used by
// `npm run bench` (bench/relevance.ts, a fresh in-memory PGlite) and by
// server/search/relevance.test.ts (the test's own database).
import { seedDemoData } from "../prisma/seed/demo";
import { now } from "../server/core/clock";
import { db } from "../server/core/db/client";
import { kuwaitDay } from "../server/core/kuwait-time";
import { rankingSettings } from "../server/search/ranking";
import { searchProvider } from "../server/search/engine/engine";
import { reconcileSearchIndex } from "../server/search/engine/indexer";
import { judgments } from "./relevance-judgments";
import { scoreJudgments } from "./relevance-metrics";

/** Seeds the demo vendors and indexes them. */
export async function seedDemoIndex(): Promise<void> {
  await seedDemoData(db, { images: false });
  await reconcileSearchIndex();
}

/** Vendor slugs for a query, best first (the first `limit`): by relevance, or by sort=recommended with the weights in force (no date, no reference point). */
export async function searchSlugs(q: string, limit = 10, sort: "relevance" | "recommended" = "relevance"): Promise<string[]> {
  const provider = await searchProvider();
  const recommended = sort === "recommended" ? { weights: (await rankingSettings()).recommended_weights, today: kuwaitDay(now()).getTime() } : undefined;
  const { ids } = await provider.search({ kind: "vendor", q, filters: {}, sort, ...(recommended ? { recommended } : {}), offset: 0, limit, facets: false });
  const vendors = await db.vendor.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true } });
  const slugOf = new Map(vendors.map((v) => [v.id, v.slug]));
  return ids.map((id) => slugOf.get(id) ?? id);
}

export const runJudgments = (sort: "relevance" | "recommended" = "relevance") => scoreJudgments(judgments, (q) => searchSlugs(q, 10, sort));
