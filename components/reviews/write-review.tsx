"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { SideGate } from "@/components/conversations/side-gate";
import { LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { ReviewForm } from "./review-form";
import { ReviewStatusBadge } from "./review-status";
import type { MyReviewView } from "./types";
import { isOpen, reviewOfBooking, useMyReviews } from "./use-my-reviews";
import { Code, Name } from "@/components/ui/names";
import { Actions, DetailPage } from "@/components/ui/layout";
import "./reviews.css";

// The review page of one booking: the form while the booking is completed
// and the review is new, a draft, or published and still editable; the
// outcome after submitting; otherwise where the review stands.

function Outcome({ review }: { review: MyReviewView }) {
  const t = useTranslations("reviews.outcome");
  return (
    <div className="notice rv-outcome" role="status" data-testid="review-outcome" data-status={review.status}>
      <p>
        <ReviewStatusBadge status={review.status} />
      </p>
      <p>{review.status === "published" ? t("published") : review.status === "pending_moderation" ? t("moderation") : t("other")}</p>
      <Actions as="p">
        <Link href="/account/reviews">{t("mine")}</Link>
        <Link href={`/account/bookings/${review.booking_id}`}>{t("booking")}</Link>
      </Actions>
    </div>
  );
}

function Write({ bookingId }: { bookingId: string }) {
  const t = useTranslations("reviews.write");
  const booking = useApiQuery("/bookings/{id}", { path: { id: bookingId } });
  const mine = useMyReviews();
  const [done, setDone] = useState<MyReviewView | null>(null);
  if (done) return <Outcome review={done} />;
  if (booking.isPending || mine.isPending) return <Loading />;
  if (booking.isError) return <LoadFailed error={booking.error} backHref="/account/bookings" back={t("back")} />;
  if (mine.isError) return <LoadFailed error={mine.error} />;
  const b = booking.data.data;
  const review = reviewOfBooking(mine.data.data, bookingId);
  const editable = review?.status === "published" && isOpen(review.editable_until, Date.now());
  const open = !review || review.status === "draft" || editable;
  return (
    <DetailPage as="div" data-testid="write-review">
      <p>
        {t("vendor")}:{" "}
        <strong data-testid="review-vendor">
          <Name>{b.vendor.name}</Name>
        </strong>{" "}
        · <Code>{b.reference}</Code>
      </p>
      {b.status !== "completed" && !review ? (
        <p className="notice" data-testid="review-not-yet">
          {t("notCompleted")}
        </p>
      ) : open ? (
        <>
          <p className="lead">{editable ? t("editIntro") : t("intro")}</p>
          <ReviewForm bookingId={bookingId} review={review} onDone={setDone} />
        </>
      ) : (
        <Outcome review={review!} />
      )}
    </DetailPage>
  );
}

export function WriteReview({ bookingId }: { bookingId: string }) {
  return (
    <AccountGate>
      {() => (
        <SideGate side="customer">
          <Write bookingId={bookingId} />
        </SideGate>
      )}
    </AccountGate>
  );
}
