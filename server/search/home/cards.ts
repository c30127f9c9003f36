import { z } from "zod";
import { db } from "../../core/db/client";
import type { Media } from "../../core/db/generated/client";
import { localized, type Locale } from "../../core/i18n";
import { money, moneySchema, type Money } from "../../core/money";
import { versionedBatchCache } from "../../core/cache/versioned-cache";
import { mediaImagesOf, readyMediaRows } from "../../media/attach";
import { srcsetSchema } from "../../media/schemas";
import { isNewVendor, shownRating } from "../../vendors/rating-display";
import { featuredVendorIdsNow } from "./featured";
import { haversineKm, pointOf, shownDistanceKm, type GeoPoint } from "../../core/geo";

// The spec's "Vendor search result card", used by search, home strips and
// favorites. Built from the database (not from the index; through the cards
// cache below), so a vendor that was suspended or unpublished a moment ago
// is never shown, whatever the index still says. Contact details are never
// part of a card.

export type VendorCard = {
  id: string;
  name: string;
  name_ar: string;
  name_en: string;
  slug: string;
  categories: Array<{ id: string; name: string }>;
  city: { id: string; name: string };
  /** Areas of the vendor's branches, each once, in the caller's language (the vendor itself is listed once). */
  branch_areas: Array<{ id: string; name: string }>;
  /** Mean rating, one decimal; null under 3 reviews (the new-vendor label, `is_new`, shows instead). */
  rating: number | null;
  reviews_count: number;
  /** Lowest published price; absent for quote-only vendors. */
  price_from?: Money;
  is_featured: boolean;
  cover_image: string | null;
  /** `srcset` of the cover (its WebP variants and the original, by width); null without a cover. */
  cover_image_srcset: string | null;
  /** The vendor's logo (a ready public image), or null. */
  logo_url: string | null;
  /**
   * Kilometres from the search's reference point (to 0.1 km, or 1 km when the vendor keeps its exact point private); null without a reference point or a vendor
   * point.
   */
  distance_km: number | null;
  /** Approved by the platform (the card's verified badge). */
  is_verified: boolean;
  /** Fewer than 3 reviews: the new-vendor label replaces the average. */
  is_new: boolean;
};

const named = z.object({ id: z.string(), name: z.string() });

/** The card's documented shape (OpenAPI). */
export const vendorCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    name_ar: z.string(),
    name_en: z.string(),
    slug: z.string(),
    categories: z.array(named),
    city: named,
    branch_areas: z.array(named).meta({
      description:
        "Areas of the vendor's branches, each once, in the caller's language (empty without branches): the `area_id` filter finds the vendor there too.",
    }),
    rating: z.number().nullable().meta({ description: "Mean rating to one decimal; null while the vendor has fewer than 3 reviews (is_new)." }),
    reviews_count: z.number().int(),
    price_from: moneySchema.optional(),
    is_featured: z.boolean(),
    cover_image: z.string().nullable(),
    cover_image_srcset: srcsetSchema("The cover"),
    logo_url: z.string().nullable().meta({ description: "The vendor's logo; null without one (cards show the name's initial)." }),
    distance_km: z.number().nullable().meta({
      description:
        "Kilometres from the search's reference point (near_area_id or lat/lng): to 0.1 km when the vendor publishes its exact location, else to 1 km; null without a reference point.",
    }),
    is_verified: z.boolean(),
    is_new: z.boolean(),
  })
  .meta({ id: "VendorCard" });

type CardRow = {
  id: string;
  slug: string;
  name_ar: string;
  name_en: string;
  rating_avg: string | number;
  rating_count: number;
  cover_media_id: string | null;
  logo_media_id: string | null;
  city_id: string;
  city_name_ar: string;
  city_name_en: string;
  price_from: string | number | null;
  /** Active categories, primary first, then in taxonomy order. */
  categories: Array<{ id: string; name_ar: string; name_en: string }>;
  /** Distinct areas of its branches, in the areas' order. */
  branch_areas: Array<{ id: string; name_ar: string; name_en: string }>;
  /** The vendor's point (its own, else its area's centroid); never part of the card. */
  lat: number | null;
  lng: number | null;
  show_exact_location: boolean;
};

/** Each card's vendor point, kept beside the card (not in it: the point is never sent). */
const points = new WeakMap<VendorCard, { point: GeoPoint | null; exact: boolean }>();

/** The cards with `distance_km` from `near` (docs/search.md "Distance"); unchanged without a reference point. */
export function withDistances(cards: VendorCard[], near: GeoPoint | undefined): VendorCard[] {
  if (!near) return cards;
  return cards.map((card) => {
    const where = points.get(card);
    if (!where?.point) return card;
    const km = haversineKm(near.lat, near.lng, where.point.lat, where.point.lng);
    return { ...card, distance_km: shownDistanceKm(km, where.exact) };
  });
}

/**
 * The visible vendors among `ids` with their city, active categories and
 * lowest published price, in one statement (it was six: vendors, cities,
 * vendor categories, categories, prices and the featured set).
 */
function cardRows(ids: string[]): Promise<CardRow[]> {
  return db.$queryRaw<CardRow[]>`
    SELECT v.id, v.slug, v.name_ar, v.name_en, v.rating_avg::text AS rating_avg, v.rating_count,
      v.cover_media_id, v.logo_media_id, c.id AS city_id, c.name_ar AS city_name_ar, c.name_en AS city_name_en,
      coalesce(v.latitude, a.latitude) AS lat, coalesce(v.longitude, a.longitude) AS lng, v.show_exact_location,
      (SELECT min(s.price_from)::text FROM services s WHERE s.vendor_id = v.id AND s.status = 'published') AS price_from,
      coalesce((
        SELECT json_agg(json_build_object('id', cat.id, 'name_ar', cat.name_ar, 'name_en', cat.name_en)
                        ORDER BY vc.is_primary DESC, cat.sort_order, cat.id)
        FROM vendor_categories vc JOIN categories cat ON cat.id = vc.category_id AND cat.status = 'active'
        WHERE vc.vendor_id = v.id
      ), '[]'::json) AS categories,
      coalesce((
        SELECT json_agg(json_build_object('id', ba.id, 'name_ar', ba.name_ar, 'name_en', ba.name_en) ORDER BY ba.sort_order, ba.id)
        FROM areas ba WHERE ba.id IN (SELECT b.area_id FROM vendor_branches b WHERE b.vendor_id = v.id)
      ), '[]'::json) AS branch_areas
    FROM vendors v JOIN cities c ON c.id = v.city_id LEFT JOIN areas a ON a.id = v.area_id
    WHERE v.id = ANY(${ids}::text[]) AND v.status = 'approved' AND v.published_at IS NOT NULL`;
}

/**
 * A card's row and its cover and logo, per vendor, kept in this process until
 * the `cards` version moves: any write to a table a card is read from
 * (prisma/migrations/*_cards_cache_version), in any process, so a vendor
 * suspended a moment ago is still never shown. The vendors a list needs that
 * are not kept are read in one query. The media URLs are built per answer (a
 * private one is signed), never kept.
 */
const cardData = versionedBatchCache<{ row: CardRow; media: Media[] }>(
  "cards",
  async (ids) => {
    const rows = await cardRows(ids);
    const media = new Map((await readyMediaRows(rows.flatMap((v) => [v.cover_media_id, v.logo_media_id]))).map((m) => [m.id, m]));
    const mediaOf = (row: CardRow) => [row.cover_media_id, row.logo_media_id].flatMap((id) => (id && media.has(id) ? [media.get(id)!] : []));
    return new Map(rows.map((row) => [row.id, { row, media: mediaOf(row) }]));
  },
  20_000,
);

/** Cards of the visible vendors among `vendorIds`, in the given order (others are dropped). */
export async function vendorCards(vendorIds: string[], locale: Locale, featured?: Set<string>): Promise<VendorCard[]> {
  if (vendorIds.length === 0) return [];
  const [data, featuredIds] = await Promise.all([cardData.getMany(vendorIds), featured ? Promise.resolve(featured) : featuredVendorIdsNow()]);
  const images = await mediaImagesOf([...data.values()].flatMap((d) => d.media));
  return vendorIds.flatMap((id) => {
    const v = data.get(id)?.row;
    if (!v) return [];
    const card: VendorCard = {
      id: v.id,
      name: localized(locale, v.name_ar, v.name_en),
      name_ar: v.name_ar,
      name_en: v.name_en,
      slug: v.slug,
      categories: v.categories.map((c) => ({ id: c.id, name: localized(locale, c.name_ar, c.name_en) })),
      city: { id: v.city_id, name: localized(locale, v.city_name_ar, v.city_name_en) },
      branch_areas: v.branch_areas.map((a) => ({ id: a.id, name: localized(locale, a.name_ar, a.name_en) })),
      rating: shownRating(v.rating_avg, v.rating_count),
      reviews_count: v.rating_count,
      ...(v.price_from !== null ? { price_from: money(v.price_from) } : {}),
      is_featured: featuredIds.has(v.id),
      cover_image: v.cover_media_id ? (images.get(v.cover_media_id)?.url ?? null) : null,
      cover_image_srcset: v.cover_media_id ? (images.get(v.cover_media_id)?.srcset ?? null) : null,
      logo_url: v.logo_media_id ? (images.get(v.logo_media_id)?.url ?? null) : null,
      distance_km: null,
      is_verified: true,
      is_new: isNewVendor(v.rating_count),
    };
    points.set(card, { point: pointOf(v.lat, v.lng), exact: v.show_exact_location });
    return [card];
  });
}
