"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/components/ui/money";
import { getPathname, Link } from "@/i18n/navigation";
import { usePendingSearch } from "./pending-search";
import { changeParams, RATING_OPTIONS, searchHref, SORT_OPTIONS, type SearchParamKey, type SearchParams } from "./search-url";

// Filters and sort of the search and category pages. The results are rendered
// on the server from the URL, so every control only changes the URL (a new
// history entry: the back button undoes a filter). Without JavaScript the same
// controls submit as a plain GET form. Prices and the date wait in the
// page's pending state (pending-search.tsx) until applied, and go along with
// any other change.

export type FacetOption = { value: string; label: string; count?: number; nested?: boolean };
export type GovernorateOption = FacetOption & { areas: FacetOption[] };

function useOptionLabel() {
  const t = useTranslations("search");
  const locale = useLocale();
  return (o: FacetOption) => {
    const label = o.nested ? `\u00a0\u00a0${o.label}` : o.label;
    return o.count === undefined ? label : t("withCount", { label, count: formatCount(o.count, locale) });
  };
}

/** Hidden fields carrying the other parameters when the form submits without JavaScript. */
function HiddenParams({ params, keys }: { params: SearchParams; keys: SearchParamKey[] }) {
  return keys.map((key) => (params[key] ? <input key={key} type="hidden" name={key} value={params[key]} /> : null));
}

export function SearchFilters({
  pathname,
  params,
  categories,
  governorates,
  ratingCounts,
  dateRange,
}: {
  pathname: string;
  params: SearchParams;
  /** Absent on a category page, where the category is fixed. */
  categories?: FacetOption[];
  governorates: GovernorateOption[];
  ratingCounts?: Record<string, number>;
  dateRange: { min: string; max: string };
}) {
  const t = useTranslations("search");
  const locale = useLocale();
  const id = useId();
  const optionLabel = useOptionLabel();
  const { go, pending, typed, setTyped } = usePendingSearch();
  const areas = governorates.find((g) => g.value === params.governorate_id)?.areas ?? [];
  const filtered = (["category", "governorate_id", "area_id", "price_min", "price_max", "rating_min", "date"] as const).some((k) => params[k]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go();
  }

  return (
    <form
      className="search-filters"
      method="get"
      action={getPathname({ href: pathname, locale })}
      onSubmit={onSubmit}
      aria-label={t("filtersTitle")}
      aria-busy={pending}
      data-testid="search-filters"
      // Re-mount on a new URL so uncontrolled fields show the URL's values after back/forward.
      key={JSON.stringify(params)}
    >
      <h2 className="search-filters__title">{t("filtersTitle")}</h2>
      <HiddenParams params={params} keys={["q", ...(params.sort === "distance" && !params.near_area_id ? [] : ["sort" as const])]} />
      {categories && (
        <div className="form-field">
          <label htmlFor={`${id}-category`}>{t("category")}</label>
          <select id={`${id}-category`} name="category" defaultValue={params.category ?? ""} onChange={(e) => go({ category: e.target.value || undefined })}>
            <option value="">{t("anyCategory")}</option>
            {categories.map((o) => (
              <option key={o.value} value={o.value}>
                {optionLabel(o)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="form-field">
        <label htmlFor={`${id}-governorate`}>{t("governorate")}</label>
        <select
          id={`${id}-governorate`}
          name="governorate_id"
          defaultValue={params.governorate_id ?? ""}
          onChange={(e) => go({ governorate_id: e.target.value || undefined, area_id: undefined })}
        >
          <option value="">{t("anyGovernorate")}</option>
          {governorates.map((o) => (
            <option key={o.value} value={o.value}>
              {optionLabel(o)}
            </option>
          ))}
        </select>
      </div>
      {areas.length > 0 && (
        <div className="form-field">
          <label htmlFor={`${id}-area`}>{t("area")}</label>
          <select id={`${id}-area`} name="area_id" defaultValue={params.area_id ?? ""} onChange={(e) => go({ area_id: e.target.value || undefined })}>
            <option value="">{t("anyArea")}</option>
            {areas.map((o) => (
              <option key={o.value} value={o.value}>
                {optionLabel(o)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="form-field">
        <label htmlFor={`${id}-near`}>{t("near")}</label>
        <select
          id={`${id}-near`}
          name="near_area_id"
          defaultValue={params.near_area_id ?? ""}
          // Without a reference point there is no distance order to keep.
          onChange={(e) => go({ near_area_id: e.target.value || undefined, ...(!e.target.value && params.sort === "distance" ? { sort: undefined } : {}) })}
        >
          <option value="">{t("anyNear")}</option>
          {governorates.map((g) => (
            <optgroup key={g.value} label={g.label}>
              {g.areas.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-rating`}>{t("rating")}</label>
        <select id={`${id}-rating`} name="rating_min" defaultValue={params.rating_min ?? ""} onChange={(e) => go({ rating_min: e.target.value || undefined })}>
          <option value="">{t("anyRating")}</option>
          {RATING_OPTIONS.map((r) => (
            <option key={r} value={r}>
              {optionLabel({ value: r, label: t("ratingAtLeast", { rating: r }), count: ratingCounts?.[r] })}
            </option>
          ))}
        </select>
      </div>
      <div className="search-filters__prices">
        <div className="form-field">
          <label htmlFor={`${id}-price-min`}>{t("priceMin")}</label>
          <input
            id={`${id}-price-min`}
            name="price_min"
            type="number"
            inputMode="decimal"
            min="0"
            max="99999.999"
            step="0.001"
            dir="ltr"
            value={typed.price_min ?? ""}
            onChange={(e) => setTyped("price_min", e.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-price-max`}>{t("priceMax")}</label>
          <input
            id={`${id}-price-max`}
            name="price_max"
            type="number"
            inputMode="decimal"
            min="0"
            max="99999.999"
            step="0.001"
            dir="ltr"
            value={typed.price_max ?? ""}
            onChange={(e) => setTyped("price_max", e.target.value)}
          />
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-date`}>{t("date")}</label>
        <input
          id={`${id}-date`}
          name="date"
          type="date"
          min={dateRange.min}
          max={dateRange.max}
          value={typed.date ?? ""}
          onChange={(e) => setTyped("date", e.target.value)}
        />
      </div>
      <div className="search-filters__actions">
        <Button type="submit">{t("apply")}</Button>
        {filtered && (
          <Link href={searchHref(pathname, changeParams({ q: params.q, sort: params.sort }, {}))} className="search-filters__clear">
            {t("clear")}
          </Link>
        )}
      </div>
    </form>
  );
}

export function SortSelect({ pathname, params }: { pathname: string; params: SearchParams }) {
  const t = useTranslations("search");
  const locale = useLocale();
  const id = useId();
  const { go, pending } = usePendingSearch();
  // Distance needs a reference point: offered once a "near" area is chosen.
  const options = SORT_OPTIONS.filter((s) => s !== "distance" || params.near_area_id);
  const current = (options as readonly string[]).includes(params.sort ?? "") ? params.sort : "relevance";
  const others = (Object.keys(params) as SearchParamKey[]).filter((k) => k !== "sort" && k !== "page");

  return (
    <form className="search-sort" method="get" action={getPathname({ href: pathname, locale })} aria-busy={pending} key={current}>
      <HiddenParams params={params} keys={others} />
      <label htmlFor={`${id}-sort`}>{t("sortLabel")}</label>
      <select id={`${id}-sort`} name="sort" defaultValue={current} onChange={(e) => go({ sort: e.target.value === "relevance" ? undefined : e.target.value })}>
        {options.map((s) => (
          <option key={s} value={s}>
            {t(`sort.${s === "-created_at" ? "newest" : s}`)}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit">{t("apply")}</Button>
      </noscript>
    </form>
  );
}
