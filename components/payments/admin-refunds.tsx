"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AdminPager } from "@/components/rfq/admin-pager";
import { formatTime } from "@/components/rfq/format";
import { ErrorLine, ListStates, StatusBadge } from "@/components/rfq/states";
import { enc, errorOf, useApiAction, useApiGet } from "@/components/rfq/use-api";
import { formatMoney } from "@/components/vendor/money";
import { CreditNoteButton } from "@/components/finance/invoice-actions";
import { ManualRefund } from "./manual-refund";
import { REFUND_STATUSES, type ListMeta, type RefundView } from "./types";
import "./payments.css";

// The refund approval queue (GET /admin/refunds, permission refund.approve):
// approve (the refund goes to the bank at once) or deny with a reason. The
// API refuses an approver who requested the refund: that 403 gets its own line.
// A refund in manual processing takes the reference of the bank transfer that settled it.

function Decision({ refund }: { refund: RefundView }) {
  const t = useTranslations("payments.refunds");
  const approve = useApiAction<Record<string, never>>("POST");
  const deny = useApiAction<{ reason: string }>("POST");
  const [denying, setDenying] = useState(false);
  const [done, setDone] = useState<"approved" | "denied" | null>(null);
  if (done) return <p role="status">{t(done)}</p>;
  if (refund.status !== "requested") return null;
  const selfApproval = approve.error && errorOf(approve.error)?.code === "FORBIDDEN";
  function onDeny(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get("reason") ?? "").trim();
    deny.mutate({ path: `/admin/refunds/${enc(refund.id)}/deny`, body: { reason } }, { onSuccess: () => setDone("denied") });
  }
  return (
    <div className="pay-decision">
      {denying ? (
        <form onSubmit={onDeny} className="pay-deny" data-testid="refund-deny-form">
          <label className="form-field">
            <span>{t("denyReason")}</span>
            <textarea name="reason" rows={2} maxLength={500} required />
          </label>
          <div className="ev-actions">
            <button type="submit" className="button button-danger" disabled={deny.isPending}>
              {t("confirmDeny")}
            </button>
            <button type="button" className="button-link" onClick={() => setDenying(false)}>
              {t("cancel")}
            </button>
          </div>
          <ErrorLine error={deny.error} />
        </form>
      ) : (
        <div className="ev-actions">
          <button
            type="button"
            className="button"
            disabled={approve.isPending}
            onClick={() => approve.mutate({ path: `/admin/refunds/${enc(refund.id)}/approve`, body: {} }, { onSuccess: () => setDone("approved") })}
            data-testid="refund-approve"
          >
            {t("approve")}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setDenying(true)} data-testid="refund-deny">
            {t("deny")}
          </button>
        </div>
      )}
      {selfApproval ? (
        <p className="form-field__error" role="alert" data-testid="refund-self-approval">
          {t("selfApproval")}
        </p>
      ) : (
        <ErrorLine error={approve.error} />
      )}
    </div>
  );
}

export function AdminRefunds() {
  const t = useTranslations("payments.refunds");
  const locale = useLocale();
  const [status, setStatus] = useState("requested");
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ page: String(page), per_page: "25" });
  if (status) query.set("status", status);
  const list = useApiGet<RefundView[], ListMeta>(`/admin/refunds?${query}`);
  return (
    <div data-testid="admin-refunds">
      <div className="admin-filters">
        <label className="form-field">
          <span>{t("filterStatus")}</span>
          <select value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
            <option value="">{t("allStatuses")}</option>
            {REFUND_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListStates query={list} empty={<p className="notice">{t("empty")}</p>}>
        {(loaded) => (
          <>
          <ul className="pay-list">
            {loaded.data.map((r) => (
              <li key={r.id} className="card pay-row" data-testid="refund-row" data-status={r.status}>
                <div className="pay-row__main">
                  <strong>{t(`reason.${r.reason as "goodwill"}`)}</strong>
                  <span className="pay-row__amount">{formatMoney(r.amount, locale)}</span>
                </div>
                <div className="pay-row__meta">
                  <span>{formatTime(r.created_at, locale)}</span>
                  <StatusBadge status={r.status} label={t(`status.${r.status as "requested"}`)} />
                  {r.system_initiated && <span className="badge">{t("system")}</span>}
                </div>
                {r.note && (
                  <p>
                    {t("note")}: {r.note}
                  </p>
                )}
                <Decision refund={r} />
                <ManualRefund refund={r} />
                {r.status === "processed" && <CreditNoteButton refundId={r.id} />}
              </li>
            ))}
          </ul>
          <AdminPager pagination={loaded.meta.pagination} page={page} onPage={setPage} />
          </>
        )}
      </ListStates>
    </div>
  );
}
