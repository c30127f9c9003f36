"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { SideGate } from "@/components/conversations/side-gate";
import { Button } from "@/components/ui/button";
import { Empty, ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatCount } from "@/components/ui/money";
import { VendorGate } from "@/components/shell/vendor-gate";
import { replyBody, reportBody } from "@/server/reviews/reply-schemas";
import { ReviewItem } from "./review-item";
import { REPLY_MAX, REPLY_MIN } from "./rules";
import { REPORT_REASONS, REVIEW_DOMAINS, type ReviewView } from "./types";
import "./reviews.css";

// The vendor's reviews in the portal: one public reply per review (10-1,000
// characters, editable for 7 days after posting) and a report to the
// moderators (reason and note).

const WEEK_MS = 7 * 86_400_000;
const PER_PAGE = 10;

function ReplyForm({ review, onClose }: { review: ReviewView; onClose: () => void }) {
  const t = useTranslations("reviews.vendor");
  const reply = review.reply;
  const create = useApiMutation("post", "/reviews/{id}/reply", { invalidates: REVIEW_DOMAINS });
  const edit = useApiMutation("patch", "/review-replies/{id}", { invalidates: REVIEW_DOMAINS });
  const save = reply ? edit : create;
  const form = useZodForm(replyBody, { body: reply?.body ?? "" });
  const onSubmit = form.handleSubmit((body) => {
    const options = { onSuccess: onClose, onError: (e: unknown) => showApiErrors(form, errorOf(e), ["body"]) };
    if (reply) edit.mutate({ path: { id: reply.id }, body }, options);
    else create.mutate({ path: { id: review.id }, body }, options);
  });
  return (
    <form className="form-column rv-panel" onSubmit={onSubmit} noValidate data-testid="reply-form">
      <FormText
        form={form}
        name="body"
        label={t("replyLabel")}
        multiline
        rows={4}
        minLength={REPLY_MIN}
        maxLength={REPLY_MAX}
        hint={t("replyHint", { min: REPLY_MIN, max: REPLY_MAX })}
      />
      <div className="rv-actions">
        <Button type="submit" disabled={save.isPending} data-testid="reply-send">
          {reply ? t("replySave") : t("replySend")}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
      {save.error && errorOf(save.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={save.error} />}
    </form>
  );
}

function ReportForm({ review, onClose }: { review: ReviewView; onClose: () => void }) {
  const t = useTranslations("reviews.report");
  const report = useApiMutation("post", "/reviews/{id}/report", { invalidates: REVIEW_DOMAINS });
  const form = useZodForm(reportBody, { note: "" });
  const reasonError = form.formState.errors.reason?.message;
  const [sent, setSent] = useState(false);
  const onSubmit = form.handleSubmit(({ reason, note }) =>
    report.mutate(
      { path: { id: review.id }, body: { reason, ...(note ? { note } : {}) } },
      { onSuccess: () => setSent(true), onError: (e) => showApiErrors(form, errorOf(e), ["reason", "note"]) },
    ),
  );
  if (sent) {
    return (
      <p className="notice" role="status" data-testid="report-sent">
        {t("sent")}
      </p>
    );
  }
  return (
    <form className="form-column rv-panel" onSubmit={onSubmit} noValidate data-testid="report-form">
      <label className="form-field">
        <span>{t("reason")}</span>
        <select {...form.register("reason")} required defaultValue="" aria-invalid={reasonError ? true : undefined} data-testid="report-reason">
          <option value="" disabled>
            {t("choose")}
          </option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </select>
        {reasonError && <ErrorText as="span">{reasonError}</ErrorText>}
      </label>
      <FormText form={form} name="note" label={t("note")} required={false} multiline rows={3} maxLength={1000} />
      <div className="rv-actions">
        <Button type="submit" variant="danger" disabled={report.isPending} data-testid="report-send">
          {t("send")}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
      {errorOf(report.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={report.error} />}
    </form>
  );
}

function Desk({ review }: { review: ReviewView }) {
  const t = useTranslations("reviews.vendor");
  const [open, setOpen] = useState<"none" | "reply" | "report">("none");
  const replyEditable = !!review.reply && Date.now() - new Date(review.reply.created_at).getTime() < WEEK_MS;
  return (
    <ReviewItem review={review}>
      <div className="rv-actions">
        {(!review.reply || replyEditable) && (
          <Button variant="secondary" onClick={() => setOpen(open === "reply" ? "none" : "reply")} data-testid={review.reply ? "reply-edit" : "reply-open"}>
            {review.reply ? t("replyEdit") : t("reply")}
          </Button>
        )}
        <Button variant="link" onClick={() => setOpen(open === "report" ? "none" : "report")} data-testid="report-open">
          {t("report")}
        </Button>
      </div>
      {open === "reply" && <ReplyForm review={review} onClose={() => setOpen("none")} />}
      {open === "report" && <ReportForm review={review} onClose={() => setOpen("none")} />}
    </ReviewItem>
  );
}

function List({ vendorId }: { vendorId: string }) {
  const t = useTranslations("reviews.vendor");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useApiQuery("/vendors/{id}/reviews", { path: { id: vendorId }, query: { sort: "newest", page, per_page: PER_PAGE } });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} />;
  if (list.data.data.length === 0) return <Empty text={t("empty")} href="/vendor/bookings" action={t("emptyAction")} testId="vendor-reviews-empty" />;
  const pagination = list.data.meta.pagination;
  return (
    <>
      <ul className="rv-list" data-testid="vendor-review-list">
        {list.data.data.map((review) => (
          <li key={review.id} data-testid="vendor-review" data-review={review.id}>
            <Desk review={review} />
          </li>
        ))}
      </ul>
      {pagination && pagination.total_pages > 1 && (
        <nav className="rv-pager" aria-label={t("pages")}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </Button>
          <span>{t("pageOf", { page: formatCount(page, locale), pages: formatCount(pagination.total_pages, locale) })}</span>
          <Button variant="secondary" disabled={page >= pagination.total_pages} onClick={() => setPage(page + 1)}>
            {t("next")}
          </Button>
        </nav>
      )}
    </>
  );
}

export function VendorReviewDesk() {
  return (
    <VendorGate>
      {(vendor) => (
        <SideGate side="vendor">
          <List vendorId={vendor.id} />
        </SideGate>
      )}
    </VendorGate>
  );
}
