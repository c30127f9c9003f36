import { z } from "zod";
import { db } from "../core/db/client";
import { validationFailed } from "../core/errors";
import { pageParams, sortParam, type Pagination } from "../core/http/query";
import { localized, type Locale } from "../core/i18n";
import { money, moneySchema, type Money } from "../core/money";
import { mediaUrls } from "../media/attach";
import { MAX_SEARCH_DEPTH, priceFilter } from "./filters";
import { searchProvider } from "./engine/engine";
import type { SearchSort } from "./engine/provider";
import { withSearchEngine } from "./engine/unavailable";

// Service and package search (GET /search/services): the engine ranks the
// published services' documents (package names are part of their text), the
// cards are built from the database in the engine's order, so a service
// unpublished or a vendor suspended a moment ago is never shown.

const SORTS = ["relevance", "price_asc", "price_desc", "rating"] as const;

export const serviceSearchQuery = z
  .strictObject({
    q: z.string().min(1).max(120).optional().meta({ description: "Free text (1-120 characters); absent or blank = browse." }),
    category_id: z.string().min(1).max(26).optional().meta({ description: "A category; a top-level one includes its subcategories." }),
    price_min: priceFilter.optional(),
    price_max: priceFilter.optional(),
    sort: sortParam(SORTS, "relevance"),
    ...pageParams,
  })
  .superRefine((v, ctx) => {
    if (v.price_min !== undefined && v.price_max !== undefined && v.price_min > v.price_max) {
      ctx.addIssue({ code: "custom", path: ["price_min"], message: "validation.price_range" });
    }
    if ((v.page - 1) * v.per_page >= MAX_SEARCH_DEPTH) ctx.addIssue({ code: "custom", path: ["page"], message: "validation.search_too_deep" });
  });
export type ServiceSearchInput = z.output<typeof serviceSearchQuery>;

export const serviceCardSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    name_ar: z.string(),
    name_en: z.string(),
    vendor: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
    category: z.object({ id: z.string(), name: z.string() }),
    price_from: moneySchema.optional().meta({ description: "Absent: price on request" }),
    cover_image: z.string().nullable(),
  })
  .meta({ id: "ServiceCard" });

export type ServiceCard = {
  id: string;
  name: string;
  name_ar: string;
  name_en: string;
  vendor: { id: string; slug: string; name: string };
  category: { id: string; name: string };
  price_from?: Money;
  cover_image: string | null;
};

const PROVIDER_SORT: Record<(typeof SORTS)[number], SearchSort> = {
  relevance: "relevance",
  price_asc: "price_asc",
  price_desc: "price_desc",
  rating: "rating",
};

/** The category and its active subcategories; an unknown or inactive one is a 422 on `category_id`. */
async function categoryFilter(categoryId: string): Promise<string[]> {
  const category = await db.category.findFirst({
    where: { id: categoryId, status: "active", OR: [{ parentId: null }, { parent: { status: "active" } }] },
    select: { id: true, children: { where: { status: "active" }, select: { id: true } } },
  });
  if (!category) throw validationFailed({ category_id: ["validation.category_unknown"] });
  return [category.id, ...category.children.map((c) => c.id)];
}

/** Cards of the visible services among `ids`, in the given order (others are dropped). */
export async function serviceCards(ids: string[], locale: Locale): Promise<ServiceCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.service.findMany({
    where: { id: { in: ids }, status: "published", category: { status: "active" }, vendor: { status: "approved", publishedAt: { not: null } } },
    include: { vendor: { select: { id: true, slug: true, nameAr: true, nameEn: true, coverMediaId: true } }, category: true },
  });
  // A service without its own cover shows its vendor's.
  const urls = await mediaUrls(rows.map((s) => s.coverMediaId ?? s.vendor.coverMediaId));
  const byId = new Map(rows.map((s) => [s.id, s]));
  return ids.flatMap((id) => {
    const s = byId.get(id);
    if (!s) return [];
    const cover = s.coverMediaId ?? s.vendor.coverMediaId;
    const card: ServiceCard = {
      id: s.id,
      name: localized(locale, s.nameAr, s.nameEn),
      name_ar: s.nameAr,
      name_en: s.nameEn,
      vendor: { id: s.vendor.id, slug: s.vendor.slug, name: localized(locale, s.vendor.nameAr, s.vendor.nameEn) },
      category: { id: s.category.id, name: localized(locale, s.category.nameAr, s.category.nameEn) },
      ...(s.priceFrom !== null ? { price_from: money(s.priceFrom) } : {}),
      cover_image: cover ? (urls.get(cover) ?? null) : null,
    };
    return [card];
  });
}

export async function searchServices(input: ServiceSearchInput, locale: Locale): Promise<{ items: ServiceCard[]; pagination: Pagination }> {
  const offset = (input.page - 1) * input.per_page;
  const q = input.q?.trim();
  const categoryIds = input.category_id ? await categoryFilter(input.category_id) : undefined;
  const result = await withSearchEngine(async () =>
    (await searchProvider()).search({
      kind: "service",
      q: q || undefined,
      filters: {
        categoryIds,
        priceMin: input.price_min,
        priceMax: input.price_max,
      },
      sort: PROVIDER_SORT[input.sort],
      offset,
      limit: Math.min(input.per_page, MAX_SEARCH_DEPTH - offset),
      facets: false,
    }),
  );
  // Pages end at the depth cap, so `links.next` never points at a 422.
  const reachable = Math.min(result.total, MAX_SEARCH_DEPTH);
  return {
    items: await serviceCards(result.ids, locale),
    pagination: { page: input.page, per_page: input.per_page, total: result.total, total_pages: Math.ceil(reachable / input.per_page) },
  };
}
