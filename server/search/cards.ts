import { z } from "zod";
import { db } from "../core/db/client";
import { localized, type Locale } from "../core/i18n";
import { money, moneySchema, type Money } from "../core/money";
import { mediaUrls } from "../media/attach";
import { isNewVendor, shownRating } from "../vendors/rating-display";
import { featuredVendorIdsNow } from "./featured";

// The spec's "Vendor search result card", used by search, home strips and
// favorites. Built from the database (not from the index), so a vendor that
// was suspended or unpublished a moment ago is never shown, whatever the
// index still says. Contact details are never part of a card.

export type VendorCard = {
  id: string;
  name: string;
  name_ar: string;
  name_en: string;
  slug: string;
  categories: Array<{ id: string; name: string }>;
  city: { id: string; name: string };
  /** Mean rating, one decimal; null under 3 reviews (the new-vendor label, `is_new`, shows instead). */
  rating: number | null;
  reviews_count: number;
  /** Lowest published price; absent for quote-only vendors. */
  price_from?: Money;
  is_featured: boolean;
  cover_image: string | null;
  /** The vendor's logo (a ready public image), or null. */
  logo_url: string | null;
  /** Vendors carry no coordinates yet, so distance never applies. */
  distance_km: null;
  /** Approved by the platform (the card's verified badge). */
  is_verified: boolean;
  /** Fewer than 3 reviews: the new-vendor label replaces the average. */
  is_new: boolean;
};

const named = z.object({ id: z.string(), name: z.string() });

/** The card's documented shape (OpenAPI). */
export const vendorCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  slug: z.string(),
  categories: z.array(named),
  city: named,
  rating: z.number().nullable().meta({ description: "Mean rating to one decimal; null while the vendor has fewer than 3 reviews (is_new)." }),
  reviews_count: z.number().int(),
  price_from: moneySchema.optional(),
  is_featured: z.boolean(),
  cover_image: z.string().nullable(),
  logo_url: z.string().nullable().meta({ description: "The vendor's logo; null without one (cards show the name's initial)." }),
  distance_km: z.null(),
  is_verified: z.boolean(),
  is_new: z.boolean(),
}).meta({ id: "VendorCard" });

/** Cards of the visible vendors among `vendorIds`, in the given order (others are dropped). */
export async function vendorCards(vendorIds: string[], locale: Locale, featured?: Set<string>): Promise<VendorCard[]> {
  if (vendorIds.length === 0) return [];
  const [vendors, prices, featuredIds] = await Promise.all([
    db.vendor.findMany({
      where: { id: { in: vendorIds }, status: "approved", publishedAt: { not: null } },
      include: { city: true, categories: { include: { category: true } } },
    }),
    db.service.groupBy({ by: ["vendorId"], where: { vendorId: { in: vendorIds }, status: "published" }, _min: { priceFrom: true } }),
    featured ? Promise.resolve(featured) : featuredVendorIdsNow(),
  ]);
  // One query for the covers and logos of all cards.
  const urls = await mediaUrls(vendors.flatMap((v) => [v.coverMediaId, v.logoMediaId]));
  const priceOf = new Map(prices.map((p) => [p.vendorId, p._min.priceFrom]));
  const byId = new Map(vendors.map((v) => [v.id, v]));
  return vendorIds.flatMap((id) => {
    const v = byId.get(id);
    if (!v) return [];
    const price = priceOf.get(id);
    const categories = v.categories
      .filter((c) => c.category.status === "active")
      .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.category.sortOrder - b.category.sortOrder)
      .map((c) => ({ id: c.category.id, name: localized(locale, c.category.nameAr, c.category.nameEn) }));
    const card: VendorCard = {
      id: v.id,
      name: localized(locale, v.nameAr, v.nameEn),
      name_ar: v.nameAr,
      name_en: v.nameEn,
      slug: v.slug,
      categories,
      city: { id: v.city.id, name: localized(locale, v.city.nameAr, v.city.nameEn) },
      rating: shownRating(v.ratingAvg, v.ratingCount),
      reviews_count: v.ratingCount,
      ...(price != null ? { price_from: money(price) } : {}),
      is_featured: featuredIds.has(v.id),
      cover_image: v.coverMediaId ? (urls.get(v.coverMediaId) ?? null) : null,
      logo_url: v.logoMediaId ? (urls.get(v.logoMediaId) ?? null) : null,
      distance_km: null,
      is_verified: true,
      is_new: isNewVendor(v.ratingCount),
    };
    return [card];
  });
}
