"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { AdminGate } from "@/components/admin/admin-gate";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { Empty, ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { errorOf, statusOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { decideBody, reasonBody } from "@/server/reviews/moderation-schemas";
import { BlockedWords } from "./blocked-words";
import { AdminReviewCard } from "./admin-review-card";
import { DECISIONS, MODERATION_TABS, REVIEW_DOMAINS, type ModerationCaseView, type ModerationTab } from "./types";
import { ChoiceGroup, ChoiceItem, DetailPage } from "@/components/ui/layout";
import "./reviews.css";

// The moderation queue (review.moderate: Support, Operations, Super): tabs
// pending (screening flags, appeals), reported, and hidden reviews; each
// case shows the review, what screening found and the reports, and takes a
// decision with a mandatory reason (redact edits the text). A hidden review
// can be restored with a reason.

/** The redacted texts are checked by the API (their minimums apply to redact only); an empty title keeps the title. */
const decisionForm = z.object({
  decision: decideBody.shape.decision,
  reason: decideBody.shape.reason,
  redacted_title: z.string().trim().max(80),
  redacted_body: z.string().trim().max(2000),
});

function DecisionForm({ item }: { item: ModerationCaseView }) {
  const t = useTranslations("reviews.admin");
  const decide = useApiMutation("post", "/admin/moderation/reviews/{caseId}/decide", { invalidates: REVIEW_DOMAINS });
  const onReply = item.target === "reply";
  const form = useZodForm(decisionForm, {
    decision: "approve",
    reason: "",
    redacted_title: item.review.title ?? "",
    redacted_body: (onReply ? item.review.reply?.body : item.review.body) ?? "",
  });
  const decision = form.watch("decision");
  const onSubmit = form.handleSubmit((v) => {
    // Redact sends the texts; a title left empty (or a reply's, which has none) stays as it is.
    const title = !onReply && v.redacted_title ? { redacted_title: v.redacted_title } : {};
    const redacted = v.decision === "redact" ? { ...title, redacted_body: v.redacted_body } : {};
    decide.mutate(
      { path: { caseId: item.id }, body: { decision: v.decision, reason: v.reason, ...redacted } },
      { onError: (e) => showApiErrors(form, errorOf(e), ["reason", "redacted_title", "redacted_body"]) },
    );
  });
  return (
    <form className="form-column rv-panel" onSubmit={onSubmit} noValidate data-testid="decision-form">
      <fieldset className="form-fieldset">
        <legend>{t("decision")}</legend>
        <ChoiceGroup>
          {DECISIONS.map((d) => (
            <ChoiceItem key={d}>
              <input type="radio" {...form.register("decision")} value={d} data-testid={`decision-${d}`} />
              <span>{t(`decisions.${d}`)}</span>
            </ChoiceItem>
          ))}
        </ChoiceGroup>
      </fieldset>
      {decision === "redact" && (
        <>
          {!onReply && <FormText form={form} name="redacted_title" label={t("redactedTitle")} required={false} maxLength={80} />}
          <FormText
            form={form}
            name="redacted_body"
            label={onReply ? t("redactedReply") : t("redactedBody")}
            multiline
            rows={5}
            maxLength={onReply ? 1000 : 2000}
          />
        </>
      )}
      <FormText form={form} name="reason" label={t("reason")} multiline rows={2} maxLength={1000} hint={t("reasonHint")} />
      <div className="rv-actions">
        <Button type="submit" disabled={decide.isPending} data-testid="decision-send">
          {t("decide")}
        </Button>
      </div>
      {errorOf(decide.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={decide.error} />}
    </form>
  );
}

function RestoreForm({ reviewId }: { reviewId: string }) {
  const t = useTranslations("reviews.admin");
  const restore = useApiMutation("post", "/admin/reviews/{id}/restore", { invalidates: REVIEW_DOMAINS });
  const form = useZodForm(reasonBody, { reason: "" });
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="restore-open">
        {t("restore")}
      </Button>
    );
  }
  const onSubmit = form.handleSubmit((body) =>
    restore.mutate({ path: { id: reviewId }, body }, { onSuccess: () => setOpen(false), onError: (e) => showApiErrors(form, errorOf(e), ["reason"]) }),
  );
  return (
    <form className="form-column rv-panel" onSubmit={onSubmit} noValidate data-testid="restore-form">
      <FormText form={form} name="reason" label={t("reason")} multiline rows={2} maxLength={1000} />
      <div className="rv-actions">
        <Button type="submit" disabled={restore.isPending} data-testid="restore-send">
          {t("restore")}
        </Button>
        <Button variant="link" onClick={() => setOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
      {errorOf(restore.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={restore.error} />}
    </form>
  );
}

function Case({ item }: { item: ModerationCaseView }) {
  const t = useTranslations("reviews.admin");
  const tr = useTranslations("reviews.report.reasons");
  const locale = useLocale();
  return (
    <AdminReviewCard review={item.review} replyTarget={item.target === "reply"}>
      <div className="rv-panel" data-testid="case-facts">
        <p className="rv-item__meta">
          <span className="badge">{t(`causes.${item.cause}`)}</span>
          {item.status === "escalated" && <span className="badge">{t("escalated")}</span>}
          <span>{formatTime(item.created_at, locale)}</span>
        </p>
        {item.reports.length > 0 && (
          <div>
            <p className="rv-reply__label">{t("reports", { count: item.reports.length })}</p>
            <ul className="rv-list" data-testid="case-reports">
              {item.reports.map((r) => (
                <li key={r.id}>
                  <strong>{tr(r.reason)}</strong> · {formatTime(r.created_at, locale)}
                  {r.note && (
                    <p className="rv-item__body" dir="auto">
                      {r.note}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {item.appeal_reason && (
          <div>
            <p className="rv-reply__label">{t("appealReason")}</p>
            <p className="rv-item__body" dir="auto">
              {item.appeal_reason}
            </p>
          </div>
        )}
      </div>
      <DecisionForm item={item} />
    </AdminReviewCard>
  );
}

function Cases({ tab }: { tab: Exclude<ModerationTab, "hidden"> }) {
  const t = useTranslations("reviews.admin");
  const queue = useApiQuery("/admin/moderation/reviews", { query: { status: tab, per_page: 50 } });
  if (queue.isPending) return <Loading />;
  const status = statusOf(queue.error);
  if (status === 401 || status === 403) return <AdminGate status={status} />;
  if (queue.isError) return <LoadFailed error={queue.error} />;
  if (queue.data.data.length === 0) return <Empty text={t(`empty.${tab}`)} testId="moderation-empty" />;
  return (
    <ul className="rv-list" data-testid="moderation-queue">
      {queue.data.data.map((item) => (
        <li key={item.id} data-testid="moderation-case" data-case={item.id} data-review={item.review.id}>
          <Case item={item} />
        </li>
      ))}
    </ul>
  );
}

function Hidden() {
  const t = useTranslations("reviews.admin");
  const list = useApiQuery("/admin/reviews", { query: { status: "hidden", per_page: 50 } });
  if (list.isPending) return <Loading />;
  const status = statusOf(list.error);
  if (status === 401 || status === 403) return <AdminGate status={status} />;
  if (list.isError) return <LoadFailed error={list.error} />;
  if (list.data.data.length === 0) return <Empty text={t("empty.hidden")} testId="moderation-empty" />;
  return (
    <ul className="rv-list" data-testid="hidden-reviews">
      {list.data.data.map((review) => (
        <li key={review.id}>
          <AdminReviewCard review={review}>
            <RestoreForm reviewId={review.id} />
          </AdminReviewCard>
        </li>
      ))}
    </ul>
  );
}

export function ModerationQueue() {
  const t = useTranslations("reviews.admin");
  const [tab, setTab] = useState<ModerationTab>("pending");
  return (
    <DetailPage as="div" data-testid="review-moderation">
      <nav className="vendor-tabs" aria-label={t("tabsLabel")}>
        {MODERATION_TABS.map((s) => (
          <button
            key={s}
            type="button"
            className={tab === s ? "vendor-tab vendor-tab--current" : "vendor-tab"}
            aria-pressed={tab === s}
            onClick={() => setTab(s)}
            data-testid={`moderation-tab-${s}`}
          >
            {t(`tabs.${s}`)}
          </button>
        ))}
      </nav>
      {tab === "hidden" ? <Hidden /> : <Cases tab={tab} />}
      <BlockedWords />
    </DetailPage>
  );
}
