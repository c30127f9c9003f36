// The search state lives in the URL (shareable links, a working back button).
// Parameter names are the API's, so a page URL reads like the API call it makes.

export const SEARCH_PARAM_KEYS = [
  "q",
  "category",
  "governorate_id",
  "area_id",
  "price_min",
  "price_max",
  "rating_min",
  "date",
  "near_area_id",
  "event",
  "sort",
  "page",
] as const;
export type SearchParamKey = (typeof SEARCH_PARAM_KEYS)[number];
export type SearchParams = Partial<Record<SearchParamKey, string>>;

export const SORT_OPTIONS = ["relevance", "recommended", "rating", "price_asc", "price_desc", "-created_at", "distance"] as const;
export const RATING_OPTIONS = ["3", "4", "4.5"] as const;

/** The known parameters of a page's `searchParams` (first value, trimmed, empty ones dropped). */
export function readSearchParams(raw: Record<string, string | string[] | undefined>): SearchParams {
  const params: SearchParams = {};
  for (const key of SEARCH_PARAM_KEYS) {
    const value = raw[key];
    const first = (Array.isArray(value) ? value[0] : value)?.trim();
    if (first) params[key] = first;
  }
  return params;
}

/**
 * The parameters after a change. Any change but a page change starts again
 * at page 1: page 4 of the old results means nothing for the new ones.
 */
export function changeParams(params: SearchParams, changes: Partial<Record<SearchParamKey, string | undefined>>): SearchParams {
  const next: SearchParams = { ...params, ...changes };
  if (!("page" in changes)) delete next.page;
  for (const key of SEARCH_PARAM_KEYS) if (!next[key]) delete next[key];
  if (next.page === "1") delete next.page;
  return next;
}

/** A `next-intl` href for `pathname` with these parameters. */
export function searchHref(pathname: string, params: SearchParams): { pathname: string; query: Record<string, string> } {
  return { pathname, query: { ...params } as Record<string, string> };
}

/**
 * The filters typed into a field (prices, date) rather than chosen from a
 * list: they wait in the page's pending state until the visitor applies them,
 * and every navigation takes them along (components/search/pending-search.tsx).
 */
export const TYPED_KEYS = ["price_min", "price_max", "date"] as const;
export type TypedKey = (typeof TYPED_KEYS)[number];
export type TypedFilters = Partial<Record<TypedKey, string>>;

/** The typed filters as the URL has them: what the fields show when a page opens. */
export function typedOf(params: SearchParams): TypedFilters {
  const typed: TypedFilters = {};
  for (const key of TYPED_KEYS) if (params[key]) typed[key] = params[key];
  return typed;
}

/** Whether the fields hold something the URL does not (an emptied field counts too). */
export function typedPending(params: SearchParams, typed: TypedFilters): boolean {
  return TYPED_KEYS.some((key) => (typed[key]?.trim() ?? "") !== (params[key] ?? ""));
}

/**
 * The one way a search URL changes: `changes` (a list choice, a sort, or
 * nothing for "apply") together with every typed filter as it stands in the
 * fields, so a date typed but not yet applied survives any other change.
 */
export function nextSearchParams(params: SearchParams, typed: TypedFilters, changes: Partial<Record<SearchParamKey, string | undefined>> = {}): SearchParams {
  const pending: Partial<Record<SearchParamKey, string | undefined>> = {};
  for (const key of TYPED_KEYS) pending[key] = typed[key]?.trim() || undefined;
  return changeParams(params, { ...pending, ...changes });
}
