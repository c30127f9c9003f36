import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { Locale } from "../../core/i18n";
import { MIN_REVIEWS_FOR_AVERAGE } from "../../vendors/rating-display";
import { vendorCards, type VendorCard } from "./cards";
import { featuredStripVendorIds, featuredVendorIdsNow } from "./featured";
import { rankingInputs } from "../ranking";

// GET /marketplace/home: the public home strips. Each strip picks its vendor
// ids with one ORDER BY ... LIMIT query (never the whole vendor table in
// memory) and renders them as search cards.

export const HOME_STRIP_SIZE = 12;

export type MarketplaceHome = { featured: VendorCard[]; top_rated: VendorCard[]; newly_joined: VendorCard[] };

/**
 * Vendors with 3 reviews or more (under 3 a vendor shows the new-vendor
 * label instead of an average, so it is not "top rated", whatever its raw
 * mean). Highest ranking score first (the default browse order, ./ranking.ts:
 * (v*R + m*C) / (v + m) with the platform mean C), newest approval, then id.
 */
async function topRatedVendorIds(limit: number): Promise<string[]> {
  const { platformMean, damping } = await rankingInputs();
  const rows = await db.$queryRaw<Array<{ id: string }>>`
    SELECT id FROM vendors
    WHERE status = 'approved' AND published_at IS NOT NULL AND rating_count >= ${MIN_REVIEWS_FOR_AVERAGE}
    ORDER BY (rating_count * rating_avg::float8 + ${damping}::float8 * ${platformMean}::float8) / (rating_count + ${damping}::float8) DESC,
      approved_at DESC NULLS LAST, id DESC
    LIMIT ${limit}`;
  return rows.map((r) => r.id);
}

async function newlyJoinedVendorIds(limit: number): Promise<string[]> {
  const rows = await db.vendor.findMany({
    where: { status: "approved", publishedAt: { not: null }, approvedAt: { not: null } },
    orderBy: [{ approvedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

export async function marketplaceHome(locale: Locale, at: Date = now()): Promise<MarketplaceHome> {
  // The period is drawn (if needed) once, before the strips read it.
  const featuredNow = await featuredVendorIdsNow(at);
  const [featuredIds, topRatedIds, newIds] = await Promise.all([
    featuredStripVendorIds(HOME_STRIP_SIZE, at),
    topRatedVendorIds(HOME_STRIP_SIZE),
    newlyJoinedVendorIds(HOME_STRIP_SIZE),
  ]);
  const [featured, top_rated, newly_joined] = await Promise.all([
    vendorCards(featuredIds, locale, featuredNow),
    vendorCards(topRatedIds, locale, featuredNow),
    vendorCards(newIds, locale, featuredNow),
  ]);
  return { featured, top_rated, newly_joined };
}
