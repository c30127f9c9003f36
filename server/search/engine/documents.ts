import { db } from "../../core/db/client";
import { pointOf } from "../../core/geo";
import type { SearchDocument } from "./provider";
import { rankingInputs, rankingScore, type RankingInputs } from "../ranking";
import { responseSignals } from "../response-signals";

// What the search engine is told about vendors: one document per visible
// vendor and one per published service of it. Only approved, published,
// non-suspended vendors in at least one active category are indexed; for any
// other vendor the answer is "no documents" and the indexer removes it.

const include = {
  city: true,
  area: { include: { governorate: true } },
  categories: { include: { category: true } },
  branches: { select: { areaId: true } },
  services: { where: { status: "published" as const }, include: { category: true, packages: { select: { nameAr: true, nameEn: true } } } },
};

/**
 * Documents per vendor id (an empty list: not searchable). Batched: one query
 * for all ids. `ranking`: the ranking inputs when the caller read them once for many batches.
 */
export async function documentsForVendors(vendorIds: string[], ranking?: RankingInputs): Promise<Map<string, SearchDocument[]>> {
  const out = new Map<string, SearchDocument[]>(vendorIds.map((id) => [id, []]));
  if (vendorIds.length === 0) return out;
  const inputs = ranking ?? (await rankingInputs());
  const [vendors, responses] = await Promise.all([
    db.vendor.findMany({ where: { id: { in: vendorIds }, status: "approved", publishedAt: { not: null } }, include }),
    responseSignals(vendorIds),
  ]);
  for (const v of vendors) {
    const categories = v.categories.filter((c) => c.category.status === "active");
    if (categories.length === 0 || !v.approvedAt) continue;
    const primary = categories.find((c) => c.isPrimary) ?? categories[0];
    const place = [v.city.nameAr, v.city.nameEn, v.area?.nameAr, v.area?.nameEn, v.area?.governorate.nameAr, v.area?.governorate.nameEn];
    const services = v.services.filter((s) => s.category.status === "active");
    const prices = services
      .map((s) => s.priceFrom)
      .filter((p) => p !== null)
      .map(Number);
    const rating = Number(v.ratingAvg);
    const common = {
      vendorId: v.id,
      cityId: v.cityId,
      governorateId: v.area?.governorateId ?? null,
      areaId: v.areaId,
      // One vendor, found in each of its branches' areas too (docs/vendor-team.md "Branches").
      branchAreaIds: [...new Set(v.branches.map((b) => b.areaId))].sort(),
      rating,
      reviewsCount: v.ratingCount,
      rankingScore: rankingScore(v.ratingCount, rating, inputs),
      approvedAt: v.approvedAt,
      responseRate: responses.get(v.id)?.responseRate ?? null,
      responseHours: responses.get(v.id)?.responseHours ?? null,
      // The vendor's own point, else its area's centroid (docs/search.md "Distance").
      location: pointOf(v.latitude, v.longitude) ?? pointOf(v.area?.latitude, v.area?.longitude),
    };
    const vendorDoc: SearchDocument = {
      ...common,
      kind: "vendor",
      id: v.id,
      nameAr: v.nameAr,
      nameEn: v.nameEn,
      categoryNames: compact(categories.flatMap((c) => [c.category.nameAr, c.category.nameEn])),
      text: compact([...services.flatMap((s) => [s.nameAr, s.nameEn]), ...place, v.descriptionAr, v.descriptionEn]),
      categoryIds: categories.map((c) => c.categoryId),
      primaryCategoryId: primary.categoryId,
      priceFrom: prices.length > 0 ? Math.min(...prices) : null,
    };
    const serviceDocs = services.map<SearchDocument>((s) => ({
      ...common,
      kind: "service",
      id: s.id,
      nameAr: s.nameAr,
      nameEn: s.nameEn,
      categoryNames: compact([s.category.nameAr, s.category.nameEn]),
      text: compact([v.nameAr, v.nameEn, ...s.packages.flatMap((p) => [p.nameAr, p.nameEn]), ...place, s.descriptionAr, s.descriptionEn]),
      categoryIds: [s.categoryId],
      primaryCategoryId: s.categoryId,
      priceFrom: s.priceFrom === null ? null : Number(s.priceFrom),
    }));
    out.set(v.id, [vendorDoc, ...serviceDocs]);
  }
  return out;
}

const compact = (values: Array<string | null | undefined>) => [...new Set(values.filter((x): x is string => !!x && x.trim() !== ""))];
