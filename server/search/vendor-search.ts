import { addMonths, format } from "date-fns";
import { z } from "zod";
import { now } from "../core/clock";
import { vendorsBusyOn } from "../availability/busy-vendors";
import { calendarDate } from "../core/dates";
import { db } from "../core/db/client";
import { validationFailed } from "../core/errors";
import { encodeCursor, decodeCursor, MAX_PER_PAGE, DEFAULT_PER_PAGE, type Pagination } from "../core/http/query";
import type { Locale } from "../core/i18n";
import { kuwaitDay } from "../core/kuwait-time";
import { categoryRows } from "../catalog/categories";
import { vendorCards, withDistances, type VendorCard } from "./home/cards";
import { featuredVendorIdsOfCategory } from "./home/featured";
import { MAX_SEARCH_DEPTH, priceFilter } from "./filters";
import { eventReference } from "./event-reference";
import { rankingSettings } from "./ranking";
import { coordinate, referencePoint, referencePointIssues } from "./reference-point";
import { searchProvider } from "./engine/engine";
import type { Facets, SearchFilters, SearchSort } from "./engine/provider";
import { withSearchEngine } from "./engine/unavailable";
import { recordZeroResult } from "./zero-results";
import { withVersionSnapshot } from "../core/cache/versions";

// GET /search/vendors: the marketplace's vendor search and category browse.

/** Spec: featured vendors take the top 3 grid positions of their primary category. */
export const FEATURED_GRID_POSITIONS = 3;
const TRENDING_DAYS = 7;

// Public sort names (the marketplace's and the catalog's forms) -> engine order.
// `distance` needs a reference point (near_area_id, or lat and lng): 422 without one.
// `recommended`: the blend of ./recommended.ts with the Super Admin's weights;
// with a date, busy vendors are ranked lower instead of left out.
const SORTS = {
  relevance: "relevance",
  distance: "distance",
  rating: "rating",
  "-rating": "rating",
  price_asc: "price_asc",
  price_min: "price_asc",
  price_desc: "price_desc",
  "-price_min": "price_desc",
  created_at: "oldest",
  "-created_at": "newest",
  recommended: "recommended",
} as const satisfies Record<string, SearchSort>;
type PublicSort = keyof typeof SORTS;

export const vendorSearchQuery = z
  .strictObject({
    q: z.string().max(120, { message: "validation.search_query_length" }).optional(),
    category_id: z.string().max(40).optional(),
    category: z.string().max(80).optional().meta({ description: "Category slug (instead of `category_id`)." }),
    city_id: z.string().max(40).optional(),
    governorate_id: z.string().max(40).optional(),
    area_id: z.string().max(40).optional(),
    price_min: priceFilter.optional(),
    price_max: priceFilter.optional().meta({ description: "KWD, at least price_min, at most 99999.999." }),
    rating_min: z.enum(["3", "4", "4.5"], { message: "validation.search_rating" }).transform(Number).optional(),
    date: calendarDate.optional().meta({ description: "Availability date, today (Kuwait) to 24 months ahead." }),
    near_area_id: z.string().max(40).optional().meta({ description: "Reference point for `distance_km` and `sort=distance`: this area's centroid." }),
    lat: coordinate.optional().meta({ description: "Reference point (with `lng`, instead of `near_area_id`): latitude in Kuwait, 28.5 to 30.2." }),
    lng: coordinate.optional().meta({ description: "Reference point (with `lat`): longitude in Kuwait, 46.5 to 48.5." }),
    event: z.string().max(100).optional().meta({
      description:
        "The caller's own event (404 for anyone else's): its date is the availability date unless `date` is given, and its area's centroid the reference point unless `near_area_id` or `lat`/`lng` is. Echoed in `meta.event`.",
    }),
    sort: z
      .string()
      .optional()
      .transform((v): PublicSort => (v !== undefined && v in SORTS ? (v as PublicSort) : "relevance"))
      .meta({ description: `One of: ${Object.keys(SORTS).join(", ")}. Others fall back to relevance.` }),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    cursor: z.string().max(200).optional().meta({ description: "Opaque, from `meta.next_cursor`; replaces `page`." }),
  })
  .superRefine((q, ctx) => {
    if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
      ctx.addIssue({ code: "custom", path: ["price_max"], message: "validation.search_price_range" });
    }
    if (q.date !== undefined) {
      const today = format(kuwaitDay(now()), "yyyy-MM-dd");
      const last = format(addMonths(kuwaitDay(now()), 24), "yyyy-MM-dd");
      if (q.date < today || q.date > last) ctx.addIssue({ code: "custom", path: ["date"], message: "validation.search_date" });
    }
    referencePointIssues(q, ctx);
  });
export type VendorSearchQuery = z.output<typeof vendorSearchQuery>;

export type VendorSearchPage = {
  cards: VendorCard[];
  /** The event the search was made for (`event`), with what it contributed. */
  event: { id: string; title: string; date: string | null; area: { id: string; name: string } | null } | null;
  pagination: Pagination;
  facets: Facets;
  trending: boolean;
  next_cursor: string | null;
  query_time_ms: number;
};

/** A category (by id or slug) and its subcategories; unknown or inactive -> 422. */
async function categoryFilter(query: VendorSearchQuery): Promise<{ id: string; ids: string[] } | undefined> {
  const wanted = query.category_id ?? query.category;
  if (wanted === undefined) return undefined;
  const field = query.category_id !== undefined ? "category_id" : "category";
  const rows = await categoryRows();
  const category = rows.find((c) => c.status === "active" && (field === "category_id" ? c.id : c.slug) === wanted);
  if (!category) throw validationFailed({ [field]: ["validation.search_category"] });
  return { id: category.id, ids: [category.id, ...rows.filter((c) => c.parentId === category.id && c.status === "active").map((c) => c.id)] };
}

/** Where the page starts: the cursor's offset, else the page's; never beyond the depth cap. */
function startOffset(query: VendorSearchQuery): number {
  const fromCursor = decodeCursor(query.cursor, z.object({ o: z.number().int().min(0) }));
  const offset = fromCursor ? fromCursor.o : (query.page - 1) * query.per_page;
  if (offset >= MAX_SEARCH_DEPTH) throw validationFailed({ [query.cursor ? "cursor" : "page"]: ["validation.search_too_deep"] });
  return offset;
}

/** Vendors with the most profile views over the last week, best first. */
async function trendingVendorIds(limit: number): Promise<string[]> {
  const since = new Date(kuwaitDay(now()).getTime() - TRENDING_DAYS * 86_400_000);
  const rows = await db.vendorDailyStat.groupBy({
    by: ["vendorId"],
    where: { day: { gte: since }, profileViews: { gt: 0 }, vendor: { status: "approved", publishedAt: { not: null } } },
    _sum: { profileViews: true },
    orderBy: [{ _sum: { profileViews: "desc" } }, { vendorId: "asc" }],
    take: limit,
  });
  return rows.map((r) => r.vendorId);
}

/** One page of the vendor search, every cached read of it as of one moment (one version read, server/core/cache/versions.ts). */
export function searchVendors(query: VendorSearchQuery, locale: Locale, userId?: string): Promise<VendorSearchPage> {
  return withVersionSnapshot(() => answerSearch(query, locale, userId));
}

async function answerSearch(query: VendorSearchQuery, locale: Locale, userId?: string): Promise<VendorSearchPage> {
  const started = performance.now();
  const offset = startOffset(query);
  const limit = Math.min(query.per_page, MAX_SEARCH_DEPTH - offset);
  const event = query.event !== undefined ? await eventReference(query.event, userId, locale) : undefined;
  const date = query.date ?? event?.date ?? undefined;
  // Started together, so their cached reads share one version read (server/core/cache/versions.ts): the day's busy set costs no round trip of its own.
  const [category, point, busy] = await Promise.all([categoryFilter(query), referencePoint(query), date !== undefined ? vendorsBusyOn(date) : undefined]);
  const near = point ?? event?.point;
  if (query.sort === "distance" && !near) throw validationFailed({ event: ["validation.search_event_area"] });
  const filters: SearchFilters = {
    categoryIds: category?.ids,
    cityId: query.city_id,
    governorateId: query.governorate_id,
    areaId: query.area_id,
    priceMin: query.price_min,
    priceMax: query.price_max,
    ratingMin: query.rating_min,
    // The date filter: vendors with no room that day are left out (server/availability); sort=recommended ranks them lower instead.
    excludeIds: query.sort === "recommended" ? undefined : busy,
  };
  const text = query.q?.trim() ?? "";
  // Spec: a query under 2 characters returns trending vendors instead.
  const trending = query.q !== undefined && Array.from(text).length < 2;
  const sort = SORTS[query.sort];
  const filtered = Object.values({ ...filters, categoryIds: undefined }).some((v) => v !== undefined);
  const defaultOrder = sort === "relevance" && !filtered;

  // Placed ahead of the engine's order, on an unfiltered default order only:
  // a category's featured vendors when browsing it, the week's most viewed
  // when trending (then the best ranked).
  let placed: string[] = [];
  if (defaultOrder && category !== undefined && text === "") placed = (await featuredVendorIdsOfCategory(category.id)).slice(0, FEATURED_GRID_POSITIONS);
  else if (defaultOrder && trending && category === undefined) placed = await trendingVendorIds(offset + limit);
  const placedCards = await vendorCards(placed, locale); // only those still shown
  placed = placedCards.map((c) => c.id);

  const provider = await searchProvider();
  const recommended =
    sort === "recommended"
      ? { weights: (await rankingSettings()).recommended_weights, ...(busy ? { busyIds: busy } : {}), today: kuwaitDay(now()).getTime() }
      : undefined;
  const engineQuery = {
    kind: "vendor" as const,
    q: trending ? undefined : text || undefined,
    sort,
    ...(near ? { near } : {}),
    ...(recommended ? { recommended } : {}),
  };
  const head = placed.slice(offset, offset + limit);
  const [result, whole] = await withSearchEngine(() =>
    Promise.all([
      provider.search({
        ...engineQuery,
        filters: { ...filters, excludeIds: placed.length > 0 ? [...(filters.excludeIds ?? []), ...placed] : filters.excludeIds },
        offset: Math.max(0, offset - placed.length),
        limit: limit - head.length,
        facets: placed.length === 0,
      }),
      // Facets and total of the whole result, placed vendors included.
      placed.length > 0 ? provider.search({ ...engineQuery, filters, offset: 0, limit: 0, facets: true }) : Promise.resolve(null),
    ]),
  );
  const cards = withDistances([...placedCards.slice(offset, offset + limit), ...(await vendorCards(result.ids, locale))], near);
  const total = whole ? Math.max(whole.total, result.total + placed.length) : result.total;
  if (text !== "" && !trending && total === 0) recordZeroResult(text, locale);

  const reachable = Math.min(total, MAX_SEARCH_DEPTH);
  const pagination: Pagination = {
    page: Math.floor(offset / query.per_page) + 1,
    per_page: query.per_page,
    total,
    total_pages: Math.ceil(reachable / query.per_page),
  };
  const nextOffset = offset + limit;
  return {
    cards,
    event: event ? { id: event.id, title: event.title, date: event.date, area: event.area } : null,
    pagination,
    facets: (whole ?? result).facets!,
    trending,
    next_cursor: nextOffset < reachable ? encodeCursor({ o: nextOffset }) : null,
    query_time_ms: Math.round(performance.now() - started),
  };
}

/** `links.next/prev`: the request URL moved by one page (or to the next cursor in cursor mode). */
export function searchLinks(url: URL, query: VendorSearchQuery, page: VendorSearchPage): { next: string | null; prev: string | null } {
  const at = (change: (params: URLSearchParams) => void) => {
    const u = new URL(url);
    change(u.searchParams);
    return `${u.pathname}${u.search}`;
  };
  if (query.cursor !== undefined) {
    return { next: page.next_cursor ? at((p) => p.set("cursor", page.next_cursor!)) : null, prev: null };
  }
  const { page: current, total_pages } = page.pagination;
  return {
    next: current < total_pages ? at((p) => p.set("page", String(current + 1))) : null,
    prev: current > 1 ? at((p) => p.set("page", String(Math.min(current - 1, Math.max(total_pages, 1))))) : null,
  };
}
