"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AdminList, FilterSelect } from "@/components/ui/admin-list";
import { formatTime } from "@/components/ui/format";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { FlagQueue } from "./flag-queue";
import { PaymentStatus } from "./payment-status";
import { DRIVERS, PAYMENT_STATUSES, type AdminPaymentView } from "./types";
import "./payments.css";

// Admin oversight of payments (GET /admin/payments, permission payment.oversee):
// filter by status, gateway and the flagged marker (amount/currency mismatch).

export function AdminPayments() {
  const t = useTranslations("payments");
  const locale = useLocale();
  const [provider, setProvider] = useState<AdminPaymentView["provider"] | "">("");
  const [flagged, setFlagged] = useState(false);
  return (
    <AdminList
      path="/admin/payments"
      testId="admin-payments"
      header={
        <>
          <p>
            <Link href="/admin/refunds">{t("admin.refundsLink")}</Link>
          </p>
          <FlagQueue />
        </>
      }
      status={{ label: t("admin.filterStatus"), all: t("admin.allStatuses"), values: PAYMENT_STATUSES, optionLabel: (s) => t(`status.${s}`) }}
      query={{ provider: provider || undefined, flagged: flagged ? "true" : undefined }}
      filters={(refilter) => (
        <>
          <FilterSelect
            label={t("admin.provider")}
            all={t("admin.allProviders")}
            values={DRIVERS}
            value={provider}
            optionLabel={(d) => t(`driver.names.${d}`)}
            onChange={refilter(setProvider)}
          />
          <label className="pay-check">
            <input type="checkbox" checked={flagged} onChange={(e) => refilter(setFlagged)(e.target.checked)} data-testid="filter-flagged" />
            <span>{t("admin.flaggedOnly")}</span>
          </label>
        </>
      )}
      empty={t("admin.empty")}
      columns={[t("admin.created"), t("admin.purpose"), t("admin.amount"), t("admin.status"), t("admin.method"), t("admin.provider"), t("admin.flag")]}
      tableClassName="pay-table"
      row={(p) => (
        <tr key={p.id} data-testid="admin-payment-row" data-flagged={p.flagged}>
          <td>{formatTime(p.created_at, locale)}</td>
          <td>{t(`purpose.${p.purpose}`)}</td>
          <td>{formatMoney(p.amount, locale)}</td>
          <td>
            <PaymentStatus status={p.status} />
          </td>
          <td>{p.method ? t(`method.${p.method}`) : t("method.none")}</td>
          <td>{(DRIVERS as readonly string[]).includes(p.provider) ? t(`driver.names.${p.provider as "sandbox"}`) : p.provider}</td>
          <td>
            {p.flagged ? (
              <span className="badge pay-flag">
                {t(`admin.flagReason.${p.flag_reason === "amount_mismatch" || p.flag_reason === "currency_mismatch" ? p.flag_reason : "other"}`)}
              </span>
            ) : (
              "—"
            )}
          </td>
        </tr>
      )}
    />
  );
}
