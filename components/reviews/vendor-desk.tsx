"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { SideGate } from "@/components/conversations/side-gate";
import { Empty, ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { enc, errorOf, useApiAction, useApiGet } from "@/components/ui/use-api";
import { fieldErrors } from "@/components/ui/errors";
import { Field } from "@/components/ui/fields";
import { formatCount } from "@/components/ui/money";
import { VendorGate } from "@/components/shell/vendor-gate";
import { ReviewItem } from "./review-item";
import { REPLY_MAX, REPLY_MIN } from "./rules";
import { REPORT_REASONS, type ListMeta, type ReviewView } from "./types";
import "@/components/ui/portal.css";
import "./reviews.css";

// The vendor's reviews in the portal: one public reply per review (10-1,000
// characters, editable for 7 days after posting) and a report to the
// moderators (reason and note).

const WEEK_MS = 7 * 86_400_000;
const PER_PAGE = 10;

function ReplyForm({ review, onClose }: { review: ReviewView; onClose: () => void }) {
  const t = useTranslations("reviews.vendor");
  const reply = review.reply;
  const save = useApiAction<{ body: string }>(reply ? "PATCH" : "POST");
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = String(new FormData(e.currentTarget).get("body") ?? "").trim();
    save.mutate({ path: reply ? `/review-replies/${enc(reply.id)}` : `/reviews/${enc(review.id)}/reply`, body: { body } }, { onSuccess: onClose });
  }
  return (
    <form className="vendor-form rv-panel" onSubmit={onSubmit} data-testid="reply-form">
      <Field
        name="body"
        label={t("replyLabel")}
        multiline
        rows={4}
        minLength={REPLY_MIN}
        maxLength={REPLY_MAX}
        defaultValue={reply?.body ?? ""}
        hint={t("replyHint", { min: REPLY_MIN, max: REPLY_MAX })}
        errors={fieldErrors(errorOf(save.error)).body}
      />
      <div className="rv-actions">
        <button type="submit" className="button" disabled={save.isPending} data-testid="reply-send">
          {reply ? t("replySave") : t("replySend")}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {t("cancel")}
        </button>
      </div>
      {save.error && errorOf(save.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={save.error} />}
    </form>
  );
}

function ReportForm({ review, onClose }: { review: ReviewView; onClose: () => void }) {
  const t = useTranslations("reviews.report");
  const report = useApiAction<{ reason: string; note?: string }>("POST");
  const [sent, setSent] = useState(false);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const note = String(form.get("note") ?? "").trim();
    report.mutate({ path: `/reviews/${enc(review.id)}/report`, body: { reason: String(form.get("reason")), ...(note ? { note } : {}) } }, { onSuccess: () => setSent(true) });
  }
  if (sent) {
    return (
      <p className="notice" role="status" data-testid="report-sent">
        {t("sent")}
      </p>
    );
  }
  return (
    <form className="vendor-form rv-panel" onSubmit={onSubmit} data-testid="report-form">
      <label className="form-field">
        <span>{t("reason")}</span>
        <select name="reason" required defaultValue="" data-testid="report-reason">
          <option value="" disabled>
            {t("choose")}
          </option>
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`reasons.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <Field name="note" label={t("note")} required={false} multiline rows={3} maxLength={1000} />
      <div className="rv-actions">
        <button type="submit" className="button button-danger" disabled={report.isPending} data-testid="report-send">
          {t("send")}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {t("cancel")}
        </button>
      </div>
      <ErrorLine error={report.error} />
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
          <button type="button" className="button button-secondary" onClick={() => setOpen(open === "reply" ? "none" : "reply")} data-testid={review.reply ? "reply-edit" : "reply-open"}>
            {review.reply ? t("replyEdit") : t("reply")}
          </button>
        )}
        <button type="button" className="link-button" onClick={() => setOpen(open === "report" ? "none" : "report")} data-testid="report-open">
          {t("report")}
        </button>
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
  const list = useApiGet<ReviewView[], ListMeta>(`/vendors/${enc(vendorId)}/reviews?sort=newest&page=${page}&per_page=${PER_PAGE}`);
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
          <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </button>
          <span>{t("pageOf", { page: formatCount(page, locale), pages: formatCount(pagination.total_pages, locale) })}</span>
          <button type="button" className="button button-secondary" disabled={page >= pagination.total_pages} onClick={() => setPage(page + 1)}>
            {t("next")}
          </button>
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
