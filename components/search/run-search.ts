import type { AppLocale } from "@/i18n/routing";
import { AppError } from "@/server/core/errors";
import { searchVendors, vendorSearchQuery, type VendorSearchPage } from "@/server/search/vendor-search";
import type { SearchParamKey, SearchParams } from "./search-url";

export type SearchOutcome =
  | ({ status: "ok"; /** The URL's parameters that were used (invalid ones left out). */ params: SearchParams; ignored: SearchParamKey[] } & VendorSearchPage)
  | { status: "unavailable" };

/**
 * The vendor search of a portal page, through the service GET /search/vendors
 * uses. A link with an invalid value (a hand-edited price, a date now in the
 * past, a category since hidden) still shows results: the invalid parameters
 * are dropped and named in `ignored`. A search engine failure is the
 * "unavailable" outcome (the page falls back to category browsing).
 */
export async function runVendorSearch(params: SearchParams, locale: AppLocale, categoryId?: string, userId?: string): Promise<SearchOutcome> {
  const used: SearchParams = { ...params };
  const ignored: SearchParamKey[] = [];
  // Each round drops at least one parameter, so this ends.
  for (;;) {
    // The plain search page (no query, filter or sort) shows the trending vendors (spec: a query under
    // 2 characters); the service places them ahead of any filter or sort, so not once the visitor narrows.
    const plain = !categoryId && Object.keys(used).every((key) => key === "page");
    const input = categoryId ? { ...used, category_id: categoryId } : plain ? { ...used, q: "" } : used;
    const parsed = vendorSearchQuery.safeParse(input);
    let invalid = parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0]));
    if (parsed.success) {
      try {
        return { status: "ok", params: used, ignored, ...(await searchVendors(parsed.data, locale, userId)) };
      } catch (e) {
        if (e instanceof AppError && e.code === "SEARCH_UNAVAILABLE") return { status: "unavailable" };
        // Someone else's event (or a visitor signed out since): searched without it.
        if (e instanceof AppError && e.code === "NOT_FOUND" && used.event) invalid = ["event"];
        else if (!(e instanceof AppError && e.code === "VALIDATION_FAILED" && e.details)) throw e;
        else invalid = Object.keys(e.details);
      }
    }
    // Sorting by distance from an event without an area: the sort goes, not the event.
    if (invalid.includes("event") && used.sort === "distance" && used.event && !invalid.includes("near_area_id")) invalid = ["sort"];
    // Sorting by distance without a (valid) "near" area: the sort goes, not the search.
    if (invalid.includes("near_area_id") && !used.near_area_id && used.sort === "distance") invalid.push("sort");
    const droppable = invalid.filter((key): key is SearchParamKey => key in used);
    if (droppable.length === 0) throw new Error(`vendor search rejected parameters the page did not take from the URL: ${invalid.join(", ")}`);
    for (const key of droppable) delete used[key];
    ignored.push(...droppable);
  }
}
