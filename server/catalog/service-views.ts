import type { Category, Service, ServicePackage } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import { money, moneyOrNull } from "../core/money";

// Response shapes of services and packages, shared by the vendor API and the
// public catalogue (the public one omits drafts' bookkeeping fields).

export type ServiceWithRelations = Service & { category: Category; packages: ServicePackage[] };

/** Package order everywhere: the vendor's sort order, then cheapest first. */
export const PACKAGE_ORDER = [{ sortOrder: "asc" }, { price: "asc" }, { id: "asc" }] as const;

export function localizedOrNull(locale: Locale, ar: string | null, en: string | null): string | null {
  return (locale === "en" ? (en ?? ar) : (ar ?? en)) ?? null;
}

/** Inclusions are stored as JSON `[{ar, en}]`; anything malformed is skipped rather than leaked. */
export function parseInclusions(value: unknown): { ar: string; en: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) =>
    v && typeof v === "object" && typeof (v as { ar?: unknown }).ar === "string" && typeof (v as { en?: unknown }).en === "string"
      ? [{ ar: (v as { ar: string }).ar, en: (v as { en: string }).en }]
      : [],
  );
}

export function packageView(p: ServicePackage, locale: Locale) {
  return {
    id: p.id,
    service_id: p.serviceId,
    name: localized(locale, p.nameAr, p.nameEn),
    name_ar: p.nameAr,
    name_en: p.nameEn,
    description: localizedOrNull(locale, p.descriptionAr, p.descriptionEn),
    description_ar: p.descriptionAr,
    description_en: p.descriptionEn,
    price: money(p.price, p.currency),
    inclusions: parseInclusions(p.inclusions).map((i) => ({ text: localized(locale, i.ar, i.en), ar: i.ar, en: i.en })),
    sort_order: p.sortOrder,
    direct_order: p.directOrder as "full" | "deposit" | null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function categoryRef(c: Category, locale: Locale) {
  return { id: c.id, slug: c.slug, name: localized(locale, c.nameAr, c.nameEn) };
}

/** The vendor's own view of a service (any status). */
export function vendorServiceView(s: ServiceWithRelations, locale: Locale, urls: Map<string, string>) {
  return {
    id: s.id,
    vendor_id: s.vendorId,
    branch_id: s.branchId,
    status: s.status,
    name: localized(locale, s.nameAr, s.nameEn),
    name_ar: s.nameAr,
    name_en: s.nameEn,
    description: localizedOrNull(locale, s.descriptionAr, s.descriptionEn),
    description_ar: s.descriptionAr,
    description_en: s.descriptionEn,
    category: categoryRef(s.category, locale),
    price_from: moneyOrNull(s.priceFrom),
    cover_media_id: s.coverMediaId,
    cover_image: s.coverMediaId ? (urls.get(s.coverMediaId) ?? null) : null,
    packages: s.packages.map((p) => packageView(p, locale)),
    published_at: s.publishedAt?.toISOString() ?? null,
    archived_at: s.archivedAt?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}
