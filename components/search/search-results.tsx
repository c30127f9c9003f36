import { getTranslations } from "next-intl/server";
import { CategoryEmpty } from "@/components/catalog/category-empty";
import { CategoryGrid } from "@/components/catalog/category-grid";
import { SubcategoryChips } from "@/components/catalog/subcategory-chips";
import { formatDay } from "@/components/ui/format";
import { formatCount } from "@/components/ui/money";
import type { AppLocale } from "@/i18n/routing";
import type { listCategoryTree } from "@/server/catalog/categories";
import type { listGovernoratesWithAreas } from "@/server/catalog/locations";
import { now } from "@/server/core/clock";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { MAX_SEARCH_DEPTH } from "@/server/search/filters";
import { FiltersSheet } from "./filters-sheet";
import { Pagination } from "./pagination";
import { PendingSearchProvider } from "./pending-search";
import { runVendorSearch } from "./run-search";
import { SearchFilters, SortSelect, type FacetOption, type GovernorateOption } from "./search-controls";
import type { SearchParams } from "./search-url";
import { VendorCardList } from "./vendor-card";

type CategoryTree = Awaited<ReturnType<typeof listCategoryTree>>;
type Governorates = Awaited<ReturnType<typeof listGovernoratesWithAreas>>;

/** Availability dates the API accepts: today to today + 24 months, Kuwait time. */
function dateRange(): { min: string; max: string } {
  const today = kuwaitDay(now());
  const max = new Date(today);
  max.setUTCMonth(max.getUTCMonth() + 24);
  return { min: today.toISOString().slice(0, 10), max: max.toISOString().slice(0, 10) };
}

/** How many filters the search applies (the "Filters (n)" button); a price range counts once. */
function activeFilters(params: SearchParams): number {
  const keys = ["category", "governorate_id", "area_id", "rating_min", "date"] as const;
  return keys.filter((k) => params[k]).length + (params.price_min || params.price_max ? 1 : 0);
}

/** Search engine down: the spec's fallback is browsing by category. */
async function Unavailable({ locale, categories }: { locale: AppLocale; categories: CategoryTree }) {
  const t = await getTranslations({ locale, namespace: "search" });
  return (
    <section className="notice notice--warning search-unavailable" role="alert" data-testid="search-unavailable">
      <h2>{t("unavailableTitle")}</h2>
      <p>{t("unavailableText")}</p>
      <CategoryGrid categories={categories} />
    </section>
  );
}

/**
 * Vendor results of the search and category pages: filters with facet counts,
 * sort, cards, pages, and the empty and unavailable states. Runs the search
 * on the server from the URL's parameters.
 */
export async function SearchResults({
  locale,
  pathname,
  params: urlParams,
  category,
  categories,
  governorates,
  userId,
}: {
  locale: AppLocale;
  /** The page's path without locale: "/search" or "/categories/<slug>". */
  pathname: string;
  params: SearchParams;
  /**
   * A category page: results are this category's (its featured vendors first);
   * its subcategories show as chips with their vendor counts, and an empty
   * result says the category has no vendors (yet) instead of "try other words".
   */
  category?: { id: string; name: string; parent?: { slug: string; name: string }; children: { id: string; slug: string; name: string }[] };
  categories: CategoryTree;
  governorates: Governorates;
  /** The signed-in visitor, for `event` (their own event's date and place). */
  userId?: string;
}) {
  const t = await getTranslations({ locale, namespace: "search" });
  const outcome = await runVendorSearch(urlParams, locale, category?.id, userId);
  if (outcome.status === "unavailable") return <Unavailable locale={locale} categories={categories} />;

  // Links and controls carry on with the parameters the search used.
  const { cards, pagination, facets, trending, params, event } = outcome;
  const count = (key: keyof typeof facets, value: string) => facets[key][value] ?? 0;
  const categoryOptions: FacetOption[] | undefined = category
    ? undefined
    : categories.flatMap((root) => [
        { value: root.slug, label: root.name, count: count("category_id", root.id) },
        ...root.children.map((c) => ({ value: c.slug, label: c.name, count: count("category_id", c.id), nested: true })),
      ]);
  const governorateOptions: GovernorateOption[] = governorates.map((g) => ({
    value: g.id,
    label: g.name,
    count: count("governorate_id", g.id),
    areas: g.areas.map((a) => ({ value: a.id, label: a.name, count: count("area_id", a.id) })),
  }));
  const heading = trending ? t("trendingTitle") : t("resultsTitle");

  const subcategories = category?.children.map((c) => ({ ...c, count: count("category_id", c.id) }));
  const filtered = !!params.q || activeFilters(params) > 0;
  // A category without any vendor yet: nothing to filter or sort, only the way elsewhere.
  const bare = !!category && pagination.total === 0 && !filtered;

  return (
    <>
      {subcategories && subcategories.length > 0 && <SubcategoryChips subcategories={subcategories} />}
      {/* One pending state for the filters, the sort and the phone sheet (pending-search.tsx). */}
      <PendingSearchProvider pathname={pathname} params={params}>
        <div className={bare ? "search-layout search-layout--bare" : "search-layout"}>
          {!bare && (
            <FiltersSheet active={activeFilters(params)} total={pagination.total}>
              <SearchFilters
                pathname={pathname}
                params={params}
                categories={categoryOptions}
                governorates={governorateOptions}
                ratingCounts={facets.rating_min}
                dateRange={dateRange()}
              />
            </FiltersSheet>
          )}
          <section className="search-results" aria-labelledby="search-results-title">
            <div className="search-results__head">
              <div>
                <h2 id="search-results-title">{heading}</h2>
                <p className="search-results__count" role="status" data-testid="result-count" data-count={pagination.total}>
                  {t("resultCount", { count: pagination.total })}
                </p>
              </div>
              {!bare && <SortSelect pathname={pathname} params={params} />}
            </div>
            {event && (
              <p className="notice" data-testid="search-event">
                {t("forEvent", { title: event.title })} {event.date && !params.date ? t("forEventDate", { date: formatDay(event.date, locale) }) : null}{" "}
                {event.area && !params.near_area_id ? t("forEventArea", { area: event.area.name }) : null}
              </p>
            )}
            {outcome.ignored.length > 0 && (
              <p className="notice" data-testid="filters-ignored">
                {t("filtersIgnored")}
              </p>
            )}
            {cards.length > 0 ? (
              <VendorCardList cards={cards} label={heading} testId="search-results" date={params.date} event={params.event} priorityFirst />
            ) : category ? (
              <CategoryEmpty name={category.name} parent={category.parent} filtered={filtered} />
            ) : (
              <div className="notice search-empty" data-testid="search-empty">
                <h3>{t("emptyTitle")}</h3>
                <p>{t("emptyText")}</p>
                <h4>{t("browseCategories")}</h4>
                <CategoryGrid categories={categories} />
              </div>
            )}
            {pagination.total > MAX_SEARCH_DEPTH && (
              <p className="form-field__hint">{t("resultCountCapped", { count: formatCount(MAX_SEARCH_DEPTH, locale) })}</p>
            )}
            <Pagination pathname={pathname} params={params} page={pagination.page} totalPages={pagination.total_pages} />
          </section>
        </div>
      </PendingSearchProvider>
    </>
  );
}
