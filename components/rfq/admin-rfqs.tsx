"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useCategories } from "@/components/catalog/reference-data";
import { Link } from "@/i18n/navigation";
import { AdminList } from "@/components/ui/admin-list";
import { formatTime } from "@/components/ui/format";
import { StatusBadge } from "@/components/ui/states";
import { RFQ_STATUSES } from "./types";
import { Name } from "@/components/ui/names";

// Admin oversight of RFQs (GET /admin/rfqs, permission rfq.oversee): filter by
// status and category; recipients are visible to admins.

export function AdminRfqs() {
  const t = useTranslations("rfqs");
  const locale = useLocale();
  const categories = useCategories();
  const [category, setCategory] = useState("");
  const cats = (categories.data?.data ?? []).flatMap((c) => [c, ...c.children]);
  return (
    <AdminList
      path="/admin/rfqs"
      testId="admin-rfqs"
      status={{ label: t("filterStatus"), all: t("allStatuses"), values: RFQ_STATUSES, optionLabel: (s) => t(`status.${s}`) }}
      query={{ category_id: category }}
      filters={(refilter) => (
        <label className="form-field">
          <span>{t("fields.category")}</span>
          <select value={category} onChange={(e) => refilter(setCategory)(e.target.value)}>
            <option value="">{t("admin.allCategories")}</option>
            {cats.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      empty={t("admin.empty")}
      columns={[
        t("fields.title"),
        t("fields.category"),
        t("fields.status"),
        t("admin.recipients"),
        t("admin.quotes"),
        t("admin.customer"),
        t("fields.sentAt"),
        t("fields.expiresAt"),
      ]}
      row={(r) => (
        <tr key={r.id} data-testid="admin-rfq-row">
          <td dir="auto">
            <Link href={`/admin/rfqs/${encodeURIComponent(r.id)}`} data-testid="admin-rfq-open">
              <Name>{r.title}</Name>
            </Link>
          </td>
          <td>{r.category.name}</td>
          <td>
            <StatusBadge status={r.status} label={t(`status.${r.status}`)} />
          </td>
          <td>{r.recipients_count}</td>
          <td>{r.quote_count}</td>
          <td>
            <bdi>{r.customer.name}</bdi>
          </td>
          <td>{formatTime(r.sent_at, locale)}</td>
          <td>{formatTime(r.expires_at, locale)}</td>
        </tr>
      )}
    />
  );
}
