"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatCount } from "@/components/ui/money";
import { formatAverage } from "./format";
import { Stars } from "./stars";
import type { Criterion, RatingSummary } from "./types";
import { useReviewCriteria } from "./use-criteria";

// A vendor's rating summary (GET /vendors/{vendorId}/rating-summary): the
// average to one decimal with stars once there are 3 reviews, the new-vendor
// label before; the count per star as horizontal bars (widths relative to
// the largest count, growing from the inline start, so from the right in
// Arabic) and the per-criterion averages.

const STARS = ["5", "4", "3", "2", "1"] as const;

export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const t = useTranslations("reviews.summary");
  const tc = useTranslations("reviews.criteria");
  const locale = useLocale();
  const largest = Math.max(1, ...STARS.map((s) => summary.distribution[s] ?? 0));
  const showAverage = !summary.new_vendor && summary.average !== null;
  const set = useReviewCriteria();
  const criteria = set.ordered.filter((c) => summary.criteria[c]?.average !== null && summary.criteria[c]?.average !== undefined);
  return (
    <div className="rv-summary" data-testid="rating-summary-block" data-count={summary.count} data-new-vendor={summary.new_vendor}>
      {showAverage ? (
        <p className="rv-summary__score" data-testid="rating-summary">
          <strong className="rv-summary__value" data-testid="rating-average">
            {formatAverage(summary.average, locale)}
          </strong>
          <Stars value={Number(summary.average)} />
          <span>{t("count", { count: formatCount(summary.count, locale), reviews: summary.count })}</span>
        </p>
      ) : (
        <p className="rv-summary__score" data-testid="rating-summary">
          {summary.count === 0 ? (
            t("none")
          ) : (
            <>
              <span className="badge" data-testid="new-vendor-label">
                {t("newVendor")}
              </span>
              <span>{t("few", { count: formatCount(summary.count, locale), reviews: summary.count })}</span>
            </>
          )}
        </p>
      )}
      {summary.count > 0 && (
        <ul className="rv-dist" aria-label={t("distribution")} data-testid="rating-distribution">
          {STARS.map((star) => {
            const n = summary.distribution[star] ?? 0;
            return (
              <li key={star} data-testid="distribution-row" data-star={star} data-count={n}>
                <span aria-hidden="true">{t("starLabel", { star: Number(star) })}</span>
                <span className="rv-dist__track" aria-hidden="true">
                  <span className="rv-dist__fill" style={{ inlineSize: `${(n / largest) * 100}%` }} />
                </span>
                <span className="rv-dist__count">
                  <span className="visually-hidden">{t("starCount", { star: Number(star), count: n })}</span>
                  <span aria-hidden="true">{formatCount(n, locale)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {showAverage && criteria.length > 0 && (
        <ul className="rv-crit" aria-label={t("criteria")} data-testid="rating-criteria">
          {criteria.map((c) => (
            <li key={c}>
              <span>{set.nameOf(c) ?? tc(c as Criterion)}</span>
              <strong>{formatAverage(summary.criteria[c].average, locale)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
