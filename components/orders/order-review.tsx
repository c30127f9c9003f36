"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { SideGate } from "@/components/conversations/side-gate";
import { ReviewForm } from "@/components/reviews/review-form";
import type { MyReviewView } from "@/components/reviews/types";
import { isOpen, reviewOfBooking, useMyReviews } from "@/components/reviews/use-my-reviews";
import { LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { Actions } from "@/components/ui/layout";
import "./orders.css";

// The review page of a completed direct order: the reviews module's form
// (components/reviews/review-form.tsx) writing POST /orders/{id}/review;
// after it, where the review stands. A review's booking_id is the order's id.

function Reviewed({ review, orderId }: { review: MyReviewView; orderId: string }) {
  const t = useTranslations("orders.review");
  return (
    <div className="notice" role="status" data-testid="order-review-outcome" data-status={review.status}>
      <p>{review.status === "published" ? t("published") : review.status === "pending_moderation" ? t("moderation") : t("other")}</p>
      <Actions as="p">
        <Link href="/account/reviews">{t("mine")}</Link>
        <Link href={`/account/orders/${orderId}`}>{t("backToOrder")}</Link>
      </Actions>
    </div>
  );
}

function Write({ orderId }: { orderId: string }) {
  const t = useTranslations("orders.review");
  const order = useApiQuery("/orders/{id}", { path: { id: orderId } });
  const mine = useMyReviews();
  const [done, setDone] = useState<MyReviewView | null>(null);
  if (done) return <Reviewed review={done} orderId={orderId} />;
  if (order.isPending || mine.isPending) return <Loading />;
  if (order.isError) return <LoadFailed error={order.error} backHref="/account/orders" back={t("backToOrders")} />;
  if (mine.isError) return <LoadFailed error={mine.error} />;
  const o = order.data.data;
  const review = reviewOfBooking(mine.data.data, orderId);
  const editable = review?.status === "published" && isOpen(review.editable_until, Date.now());
  const open = !review || review.status === "draft" || editable;
  return (
    <div className="or-page" data-testid="order-review">
      <p>
        <strong>{o.vendor.name}</strong> · <bdi dir="ltr">{o.reference}</bdi> · <bdi>{o.package.name}</bdi>
      </p>
      {o.status !== "completed" && !review ? (
        <p className="notice">{t("notCompleted")}</p>
      ) : open ? (
        <ReviewForm bookingId={orderId} review={review} onDone={setDone} source="order" />
      ) : (
        <Reviewed review={review!} orderId={orderId} />
      )}
    </div>
  );
}

export function OrderReview({ orderId }: { orderId: string }) {
  return (
    <AccountGate>
      {() => (
        <SideGate side="customer">
          <Write orderId={orderId} />
        </SideGate>
      )}
    </AccountGate>
  );
}
