"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AdminPager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/table";
import { formatTime } from "@/components/ui/format";
import { ListStates } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { FlagQueue } from "./flag-queue";
import { PaymentStatus } from "./payment-status";
import { DRIVERS, PAYMENT_STATUSES, type AdminPaymentView, type PaymentStatusName } from "./types";
import "./payments.css";

// Admin oversight of payments (GET /admin/payments, permission payment.oversee):
// filter by status, gateway and the flagged marker (amount/currency mismatch).

export function AdminPayments() {
  const t = useTranslations("payments");
  const locale = useLocale();
  const [status, setStatus] = useState<PaymentStatusName | "">("");
  const [provider, setProvider] = useState<AdminPaymentView["provider"] | "">("");
  const [flagged, setFlagged] = useState(false);
  const [page, setPage] = useState(1);
  const list = useApiQuery("/admin/payments", {
    query: { page, per_page: 25, status: status || undefined, provider: provider || undefined, flagged: flagged ? "true" : undefined },
  });
  const filter = <T,>(set: (v: T) => void) => (v: T) => (set(v), setPage(1));

  return (
    <div data-testid="admin-payments">
      <p>
        <Link href="/admin/refunds">{t("admin.refundsLink")}</Link>
      </p>
      <FlagQueue />
      <div className="admin-filters">
        <label className="form-field">
          <span>{t("admin.filterStatus")}</span>
          <select value={status} onChange={(e) => filter(setStatus)(e.target.value as PaymentStatusName | "")}>
            <option value="">{t("admin.allStatuses")}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span>{t("admin.provider")}</span>
          <select value={provider} onChange={(e) => filter(setProvider)(e.target.value as AdminPaymentView["provider"] | "")}>
            <option value="">{t("admin.allProviders")}</option>
            {DRIVERS.map((d) => (
              <option key={d} value={d}>
                {t(`driver.names.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="pay-check">
          <input type="checkbox" checked={flagged} onChange={(e) => filter(setFlagged)(e.target.checked)} data-testid="filter-flagged" />
          <span>{t("admin.flaggedOnly")}</span>
        </label>
      </div>
      <ListStates query={list} empty={<p className="notice">{t("admin.empty")}</p>}>
        {(loaded) => (
          <>
          <DataTable columns={[t("admin.created"), t("admin.purpose"), t("admin.amount"), t("admin.status"), t("admin.method"), t("admin.provider"), t("admin.flag")]} busy={list.isFetching} className="pay-table">
            {loaded.data.map((p) => (
              <tr key={p.id} data-testid="admin-payment-row" data-flagged={p.flagged}>
                <td>{formatTime(p.created_at, locale)}</td>
                <td>
                  {t(`purpose.${p.purpose}`)}
                </td>
                <td>{formatMoney(p.amount, locale)}</td>
                <td>
                  <PaymentStatus status={p.status} />
                </td>
                <td>{p.method ? t(`method.${p.method}`) : t("method.none")}</td>
                <td>{(DRIVERS as readonly string[]).includes(p.provider) ? t(`driver.names.${p.provider as "sandbox"}`) : p.provider}</td>
                <td>{p.flagged ? <span className="badge pay-flag">{t(`admin.flagReason.${p.flag_reason === "amount_mismatch" || p.flag_reason === "currency_mismatch" ? p.flag_reason : "other"}`)}</span> : "—"}</td>
              </tr>
            ))}
          </DataTable>
          <AdminPager pagination={loaded.meta.pagination} page={page} onPage={setPage} />
          </>
        )}
      </ListStates>
    </div>
  );
}
