"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { AdminPager } from "@/components/ui/pager";
import { ListStates } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { CreditNoteButton } from "@/components/finance/invoice-actions";
import { ManualRefund } from "./manual-refund";
import { RefundContext } from "./refund-context";
import { RefundDecision } from "./refund-decision";
import { REFUND_STATUSES, type AdminRefundView } from "./types";
import "@/components/ui/rows.css";
import "./payments.css";

// The refund approval queue (GET /admin/refunds, permission refund.approve):
// each row says whose money, for which booking and vendor, from which payment,
// and which cancellation policy tier set the amount; approve and deny ask for
// confirmation and report the result. A refund in manual processing takes the
// reference of the bank transfer that settled it. `?status=` opens a queue.

type StatusFilter = AdminRefundView["status"] | "";

const initialStatus = (value: string | null): StatusFilter =>
  value === "" || (REFUND_STATUSES as readonly string[]).includes(value ?? "") ? (value as StatusFilter) : "requested";

export function AdminRefunds() {
  const t = useTranslations("payments.refunds");
  const locale = useLocale();
  const params = useSearchParams();
  const [status, setStatus] = useState(() => initialStatus(params.get("status")));
  const [page, setPage] = useState(1);
  const [report, setReport] = useState<string | null>(null);
  const list = useApiQuery("/admin/refunds", { query: { page, per_page: 25, status: status || undefined } });
  return (
    <div data-testid="admin-refunds">
      <div className="admin-filters">
        <label className="form-field">
          <span>{t("filterStatus")}</span>
          <select value={status} onChange={(e) => (setStatus(e.target.value as StatusFilter), setPage(1))}>
            <option value="">{t("allStatuses")}</option>
            {REFUND_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" className="pay-result" data-testid="refund-result">
        {report}
      </p>
      <ListStates query={list} empty={<p className="notice">{t("empty")}</p>}>
        {(loaded) => (
          <>
            <ul className="pay-list">
              {loaded.data.map((r) => (
                <li key={r.id} className="card pay-row" data-testid="refund-row" data-status={r.status}>
                  <RefundContext refund={r} locale={locale} />
                  {r.note && (
                    <p>
                      {t("note")}: <bdi dir="auto">{r.note}</bdi>
                    </p>
                  )}
                  <RefundDecision refund={r} onDone={setReport} />
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
