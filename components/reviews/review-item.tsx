"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDay } from "@/components/ui/format";
import { formatMonth } from "./format";
import { Stars } from "./stars";
import type { Criterion, ReviewView } from "./types";
import { useReviewCriteria } from "./use-criteria";

// One review as everybody sees it: stars, title, text, the criteria rated,
// "Sara A. · Wedding · October 2026", photos and the vendor's reply.
// `children` holds the actions of the page showing it (reply, report, edit).

export function ReviewItem({ review, headExtra, children }: { review: ReviewView; headExtra?: ReactNode; children?: ReactNode }) {
  const t = useTranslations("reviews.list");
  const tc = useTranslations("reviews.criteria");
  const locale = useLocale();
  const eventType = review.reviewer.event_type ? (locale === "en" ? review.reviewer.event_type.name_en : review.reviewer.event_type.name) : null;
  const month = formatMonth(review.reviewer.event_month, locale);
  const criteria = useReviewCriteria();
  const rated = criteria.ordered.filter((c) => review.criteria[c] !== null && review.criteria[c] !== undefined);
  return (
    <article className="card rv-item" data-testid="review-item" data-review={review.id} data-rating={review.overall_rating}>
      <div className="rv-item__head">
        {review.overall_rating !== null && <Stars value={review.overall_rating} />}
        {review.title && (
          <h3 className="rv-item__title" dir="auto" data-user-text="">
            {review.title}
          </h3>
        )}
        {headExtra}
      </div>
      <p className="rv-item__meta" data-testid="review-reviewer">
        <bdi>{review.reviewer.display_name}</bdi>
        {eventType && <span>{eventType}</span>}
        {month && <span>{month}</span>}
        {review.edited_at && <span>{t("edited")}</span>}
      </p>
      {review.body && (
        <p className="rv-item__body" dir="auto" data-user-text="">
          {review.body}
        </p>
      )}
      {rated.length > 0 && (
        <p className="rv-item__criteria">
          {rated.map((c) => (
            <span key={c}>{tc("rated", { criterion: criteria.nameOf(c) ?? tc(c as Criterion), value: review.criteria[c]! })}</span>
          ))}
        </p>
      )}
      {review.photos.length > 0 && (
        <ul className="rv-photos" aria-label={t("photos")}>
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener noreferrer">
                <img src={photo.url} alt={t("photoAlt", { n: i + 1 })} width={88} height={88} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="rv-reply" data-testid="review-reply">
          <p className="rv-reply__label">
            {t("replyLabel")} · {formatDay(review.reply.created_at, locale)}
          </p>
          <p dir="auto" data-user-text="">
            {review.reply.body}
          </p>
        </div>
      )}
      {children}
    </article>
  );
}
