"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatTime } from "@/components/ui/format";
import { ReviewStatusBadge } from "./review-status";
import { Stars } from "./stars";
import { CRITERIA, type AdminReviewView } from "./types";

// A review as moderators see it: vendor, author, status, the full text,
// what screening found, and the reply (marked when the case is about it).

export function AdminReviewCard({ review, replyTarget = false, children }: { review: AdminReviewView; replyTarget?: boolean; children?: ReactNode }) {
  const t = useTranslations("reviews.admin");
  const tc = useTranslations("reviews.criteria");
  const locale = useLocale();
  const rated = CRITERIA.filter((c) => review.criteria[c] !== null);
  const flags = review.screening_flags ?? [];
  return (
    <article className="card rv-item" data-testid="admin-review" data-review={review.id} data-status={review.status}>
      <div className="rv-item__head">
        {review.overall_rating !== null && <Stars value={review.overall_rating} />}
        {review.title && (
          <h3 className="rv-item__title" dir="auto">
            {review.title}
          </h3>
        )}
        <ReviewStatusBadge status={review.status} />
      </div>
      <p className="rv-item__meta">
        <span>{t.rich("vendorName", { name: review.vendor.name, bdi: (chunks) => <bdi>{chunks}</bdi> })}</span>
        <span>{t.rich("authorName", { name: review.author.name, bdi: (chunks) => <bdi>{chunks}</bdi> })}</span>
        {review.published_at && <span>{formatTime(review.published_at, locale)}</span>}
      </p>
      {review.body && (
        <p className="rv-item__body" dir="auto">
          {review.body}
        </p>
      )}
      {rated.length > 0 && (
        <p className="rv-item__criteria">
          {rated.map((c) => (
            <span key={c}>{tc("rated", { criterion: tc(c), value: review.criteria[c]! })}</span>
          ))}
        </p>
      )}
      {flags.length > 0 && (
        <div>
          <p className="rv-reply__label">{t("flags")}</p>
          <ul className="rv-flags" data-testid="case-flags">
            {flags.map((f, i) => (
              <li key={i} className="badge">
                {t(`flagKinds.${f.kind}`)}: <bdi>{f.match}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      {review.reply && (
        <div className="rv-reply" data-testid="admin-review-reply">
          <p className="rv-reply__label">
            {t("reply")} · <ReviewStatusBadge status={review.reply.status} />
            {replyTarget && <span className="badge">{t("caseAboutReply")}</span>}
          </p>
          <p dir="auto">{review.reply.body}</p>
        </div>
      )}
      {children}
    </article>
  );
}
