import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { localized, type Locale } from "../core/i18n";
import { moneyOrNull, type Money } from "../core/money";
import { mediaImages, mediaUrls } from "../media/attach";
import { categoryRef, localizedOrNull, PACKAGE_ORDER, packageView } from "./service-views";

// Public view of a vendor's catalogue: published services with their packages.
// Used by GET /vendors/{id}/services and the public vendor profile. Never exposes
// drafts, archived rows or storage internals (the cover is a URL from the media module).

export type PublicPackage = {
  id: string;
  name: string;
  name_ar: string;
  name_en: string;
  description: string | null;
  description_ar: string | null;
  description_en: string | null;
  price: Money;
  inclusions: { text: string; ar: string; en: string }[];
  sort_order: number;
};

export type PublicService = {
  id: string;
  name: string;
  name_ar: string;
  name_en: string;
  description: string | null;
  description_ar: string | null;
  description_en: string | null;
  category: { id: string; slug: string; name: string };
  price_from: Money | null;
  cover_image: string | null;
  /** `srcset` of the cover (WebP variants and the original, by width); null without a cover. */
  cover_image_srcset: string | null;
  published_at: string | null;
  packages: PublicPackage[];
};

/**
 * Published services of the vendor with their packages, newest first. It does not
 * check the vendor's own status or publication: callers (profile, services list) do.
 */
export async function publishedServices(vendorId: string, locale: Locale): Promise<PublicService[]> {
  const rows = await db.service.findMany({
    where: { vendorId, status: "published" },
    include: { category: true, packages: { orderBy: [...PACKAGE_ORDER] } },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
  });
  const covers = await mediaImages(rows.map((r) => r.coverMediaId)); // no query when no service has a cover
  return rows.map((s) => ({
    id: s.id,
    name: localized(locale, s.nameAr, s.nameEn),
    name_ar: s.nameAr,
    name_en: s.nameEn,
    description: localizedOrNull(locale, s.descriptionAr, s.descriptionEn),
    description_ar: s.descriptionAr,
    description_en: s.descriptionEn,
    category: categoryRef(s.category, locale),
    price_from: moneyOrNull(s.priceFrom),
    cover_image: s.coverMediaId ? (covers.get(s.coverMediaId)?.url ?? null) : null,
    cover_image_srcset: s.coverMediaId ? (covers.get(s.coverMediaId)?.srcset ?? null) : null,
    published_at: s.publishedAt?.toISOString() ?? null,
    packages: s.packages.map((p) => {
      const { service_id: _s, created_at: _c, updated_at: _u, ...pub } = packageView(p, locale);
      return pub;
    }),
  }));
}

/** Cover URLs through the media module (ready media only); skips the call when no service has a cover. */
export async function coverUrls(ids: Array<string | null>): Promise<Map<string, string>> {
  if (!ids.some(Boolean)) return new Map();
  return mediaUrls(ids);
}

/** A vendor customers may see (approved and published by its owner), by id or slug; 404 otherwise. */
export async function publicVendorIdOrThrow(ref: string): Promise<string> {
  const vendor = await db.vendor.findFirst({
    where: { OR: [{ id: ref }, { slug: ref.toLowerCase() }], status: "approved", publishedAt: { not: null } },
    select: { id: true },
  });
  if (!vendor) throw notFound();
  return vendor.id;
}
