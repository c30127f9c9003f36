"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { AccountGate } from "@/components/account/account-gate";
import { SideGate } from "@/components/conversations/side-gate";
import type { ApiData } from "@/components/ui/api-types";
import { Button, LinkButton } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { Empty, ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { Link } from "@/i18n/navigation";
import { ReviewItem } from "./review-item";
import { ReviewStatusBadge } from "./review-status";
import { REVIEW_DOMAINS, type MyReviewView } from "./types";
import { isOpen, useMyReviews } from "./use-my-reviews";
import { Muted } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";
import "./reviews.css";

// The customer's reviews with their status: edit and delete while the 7
// days after publishing run, and one appeal of a hidden review within 14 days.

type BookingRow = ApiData<"/bookings">[number];

/** POST /reviews/{id}/appeal's body (the server's schema module is not browser-safe). */
const appealForm = z.object({ reason: z.string().trim().min(10).max(1000) });

function Appeal({ review }: { review: MyReviewView }) {
  const t = useTranslations("reviews.mine");
  const appeal = useApiMutation("post", "/reviews/{id}/appeal", { invalidates: REVIEW_DOMAINS });
  const form = useZodForm(appealForm, { reason: "" });
  const [open, setOpen] = useState(false);
  const onSubmit = form.handleSubmit((body) =>
    appeal.mutate({ path: { id: review.id }, body }, { onSuccess: () => setOpen(false), onError: (e) => showApiErrors(form, errorOf(e), ["reason"]) }),
  );
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="review-appeal">
        {t("appeal")}
      </Button>
    );
  }
  return (
    <form className="form-column rv-panel" onSubmit={onSubmit} noValidate data-testid="appeal-form">
      <FormText form={form} name="reason" label={t("appealReason")} multiline rows={3} maxLength={1000} hint={t("appealHint")} />
      <div className="rv-actions">
        <Button type="submit" disabled={appeal.isPending} data-testid="appeal-send">
          {t("appealSend")}
        </Button>
        <Button variant="link" onClick={() => setOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
      {errorOf(appeal.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={appeal.error} />}
    </form>
  );
}

function Delete({ review }: { review: MyReviewView }) {
  const t = useTranslations("reviews.mine");
  const confirm = useConfirm();
  const remove = useApiMutation("delete", "/reviews/{id}", { invalidates: REVIEW_DOMAINS });
  async function ask() {
    if (await confirm({ title: t("deleteConfirm"), confirmLabel: t("deleteYes"), cancelLabel: t("cancel"), danger: true }))
      remove.mutate({ path: { id: review.id } });
  }
  return (
    <>
      <Button variant="secondary" disabled={remove.isPending} onClick={ask} data-testid="review-delete">
        {t("delete")}
      </Button>
      <ErrorLine error={remove.error} />
    </>
  );
}

function Row({ review, booking }: { review: MyReviewView; booking: BookingRow | undefined }) {
  const t = useTranslations("reviews.mine");
  const locale = useLocale();
  const nowMs = Date.now();
  const editable = review.status === "published" && isOpen(review.editable_until, nowMs);
  const appealable = review.status === "hidden" && review.can_appeal && isOpen(review.appeal_until, nowMs);
  return (
    <ReviewItem review={review} headExtra={<ReviewStatusBadge status={review.status} />}>
      {booking && (
        <p className="rv-item__meta" data-testid="my-review-vendor">
          <span>{t("vendor", { name: booking.vendor.name })}</span>
          <bdi>{booking.reference}</bdi>
        </p>
      )}
      <div className="rv-actions" data-testid="my-review-actions">
        {review.status === "draft" && (
          <LinkButton href={`/account/bookings/${review.booking_id}/review`} data-testid="review-continue">
            {t("continue")}
          </LinkButton>
        )}
        {editable && (
          <>
            <LinkButton href={`/account/bookings/${review.booking_id}/review`} variant="secondary" data-testid="review-edit">
              {t("edit")}
            </LinkButton>
            <Delete review={review} />
            <Muted as="span">{t("editableUntil", { date: formatTime(review.editable_until, locale) })}</Muted>
          </>
        )}
        {review.status === "pending_moderation" && <Muted as="span">{t("moderationHint")}</Muted>}
        {review.status === "hidden" &&
          (appealable ? (
            <>
              <Appeal review={review} />
              <Muted as="span">{t("appealUntil", { date: formatTime(review.appeal_until, locale) })}</Muted>
            </>
          ) : (
            <Muted as="span">{t("hiddenFinal")}</Muted>
          ))}
        <Link href={`/account/bookings/${review.booking_id}`}>{t("booking")}</Link>
      </div>
    </ReviewItem>
  );
}

function List() {
  const t = useTranslations("reviews.mine");
  const mine = useMyReviews();
  // The reviews name their booking; the bookings name the vendor.
  const bookings = useApiQuery("/bookings", { query: { per_page: 50 } });
  const byId = new Map((bookings.data?.data ?? []).map((b) => [b.id, b]));
  if (mine.isPending) return <Loading />;
  if (mine.isError) return <LoadFailed error={mine.error} />;
  if (mine.data.data.length === 0) return <Empty text={t("empty")} href="/account/bookings" action={t("emptyAction")} testId="my-reviews-empty" />;
  return (
    <ul className="rv-list" data-testid="my-reviews">
      {mine.data.data.map((review) => (
        <li key={review.id} data-testid="my-review" data-status={review.status}>
          <Row review={review} booking={byId.get(review.booking_id)} />
        </li>
      ))}
    </ul>
  );
}

export function MyReviews() {
  return (
    <AccountGate>
      {() => (
        <SideGate side="customer">
          <List />
        </SideGate>
      )}
    </AccountGate>
  );
}
