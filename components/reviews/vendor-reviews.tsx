"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { ApiParams } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { useApiQuery } from "@/components/ui/use-api";
import { formatCount } from "@/components/ui/money";
import { RatingSummaryView } from "./rating-summary";
import { ReviewItem } from "./review-item";
import { CRITERIA, REVIEW_SORTS, type Criterion, type ReviewSort } from "./types";
import "./reviews.css";

// The vendor profile's reviews: the summary, then the published reviews with
// sort (newest, highest, lowest), a star filter, a criterion filter (reviews
// that rated it at least N) and pages of 10.

const PER_PAGE = 10;

type Filters = { sort: ReviewSort; stars: string; criterion: Criterion | ""; min: string; page: number };

/** The list's query string: the star filter when chosen, the minimum only with a criterion. */
export function reviewsQuery(f: Filters): NonNullable<ApiParams<"/vendors/{id}/reviews">["query"]> {
  return {
    sort: f.sort,
    page: f.page,
    per_page: PER_PAGE,
    stars: f.stars || undefined,
    criterion: f.criterion || undefined,
    min: f.criterion && f.min ? Number(f.min) : undefined,
  };
}

function Toolbar({ filters, set }: { filters: Filters; set: (next: Partial<Filters>) => void }) {
  const t = useTranslations("reviews.list");
  const tc = useTranslations("reviews.criteria");
  return (
    <div className="rv-toolbar" role="group" aria-label={t("filters")}>
      <label className="form-field">
        <span>{t("sort")}</span>
        <select value={filters.sort} onChange={(e) => set({ sort: e.target.value as ReviewSort, page: 1 })} data-testid="reviews-sort">
          {REVIEW_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>{t("stars")}</span>
        <select value={filters.stars} onChange={(e) => set({ stars: e.target.value, page: 1 })} data-testid="reviews-stars">
          <option value="">{t("allStars")}</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={String(n)}>
              {t("starOption", { star: n })}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>{t("criterion")}</span>
        <select value={filters.criterion} onChange={(e) => set({ criterion: e.target.value as Criterion | "", page: 1 })} data-testid="reviews-criterion">
          <option value="">{t("anyCriterion")}</option>
          {CRITERIA.map((c) => (
            <option key={c} value={c}>
              {tc(c)}
            </option>
          ))}
        </select>
      </label>
      {filters.criterion && (
        <label className="form-field">
          <span>{t("criterionMin")}</span>
          <select value={filters.min} onChange={(e) => set({ min: e.target.value, page: 1 })} data-testid="reviews-criterion-min">
            <option value="">{t("anyScore")}</option>
            {[5, 4, 3, 2].map((n) => (
              <option key={n} value={String(n)}>
                {t("atLeast", { star: n })}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

export function VendorReviews({ vendorId }: { vendorId: string }) {
  const t = useTranslations("reviews.list");
  const locale = useLocale();
  const [filters, setFilters] = useState<Filters>({ sort: "newest", stars: "", criterion: "", min: "", page: 1 });
  const summary = useApiQuery("/vendors/{id}/rating-summary", { path: { id: vendorId } });
  const list = useApiQuery("/vendors/{id}/reviews", { path: { id: vendorId }, query: reviewsQuery(filters) });
  const set = (next: Partial<Filters>) => setFilters((f) => ({ ...f, ...next }));
  const pagination = list.data?.meta.pagination;
  const filtered = !!(filters.stars || filters.criterion);

  if (summary.isPending) return <p role="status">{t("loading")}</p>;
  if (summary.isError) return <p role="alert">{t("failed")}</p>;
  const count = summary.data.data.count;
  return (
    <>
      <RatingSummaryView summary={summary.data.data} />
      {count > 0 && (
        <div data-testid="vendor-reviews">
          <Toolbar filters={filters} set={set} />
          {list.isPending ? (
            <p role="status">{t("loading")}</p>
          ) : list.isError ? (
            <p role="alert">{t("failed")}</p>
          ) : list.data.data.length === 0 ? (
            <p className="notice" data-testid="reviews-empty">
              {filtered ? t("noneFiltered") : t("none")}
            </p>
          ) : (
            <ul className="rv-list" aria-busy={list.isFetching}>
              {list.data.data.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
          )}
          {pagination && pagination.total_pages > 1 && (
            <nav className="rv-pager" aria-label={t("pages")} data-testid="reviews-pager">
              <Button variant="secondary" disabled={filters.page <= 1} onClick={() => set({ page: filters.page - 1 })}>
                {t("previous")}
              </Button>
              <span>{t("pageOf", { page: formatCount(pagination.page, locale), pages: formatCount(pagination.total_pages, locale) })}</span>
              <Button variant="secondary" disabled={filters.page >= pagination.total_pages} onClick={() => set({ page: filters.page + 1 })}>
                {t("next")}
              </Button>
            </nav>
          )}
        </div>
      )}
    </>
  );
}
