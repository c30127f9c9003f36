"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { ReviewStatusBadge } from "./review-status";
import { reviewOfBooking, useMyReviews } from "./use-my-reviews";
import "./reviews.css";
import { LinkButton } from "@/components/ui/button";

// On a completed booking's page: "Write a review" (or "Continue your review"
// for a draft), and once written, the review's status with a link to it.

export function ReviewEntry({ bookingId }: { bookingId: string }) {
  const t = useTranslations("reviews.entry");
  const mine = useMyReviews();
  if (mine.isPending || mine.isError) return null;
  const review = reviewOfBooking(mine.data.data, bookingId);
  return (
    <section className="card bk-pay" aria-labelledby="bk-review" data-testid="booking-review" data-status={review?.status ?? "none"}>
      <h3 id="bk-review">{t("title")}</h3>
      {!review || review.status === "draft" ? (
        <>
          <p>{review ? t("draftHint") : t("hint")}</p>
          <p>
            <LinkButton href={`/account/bookings/${bookingId}/review`} data-testid="booking-review-write">
              {review ? t("continue") : t("write")}
            </LinkButton>
          </p>
        </>
      ) : (
        <p className="rv-actions">
          <ReviewStatusBadge status={review.status} />
          <Link href="/account/reviews" data-testid="booking-review-mine">
            {t("mine")}
          </Link>
        </p>
      )}
    </section>
  );
}
