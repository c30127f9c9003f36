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
