"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useCategories } from "@/components/catalog/reference-data";
import { Link } from "@/i18n/navigation";
import { AdminPager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/table";
import { formatTime } from "@/components/ui/format";
import { ListStates, StatusBadge } from "@/components/ui/states";
import { RFQ_STATUSES, rfqStatusOf } from "./types";
import { useApiQuery } from "@/components/ui/use-api";
import "@/components/ui/portal.css";
import { Name } from "@/components/ui/names";

// Admin oversight of RFQs (GET /admin/rfqs, permission rfq.oversee): filter by
// status and category; recipients are visible to admins.

export function AdminRfqs() {
  const t = useTranslations("rfqs");
  const locale = useLocale();
  const categories = useCategories();
  const [status, setStatus] = useState("");
  const [category, setCategory] = useState("");
  const [page, setPage] = useState(1);
  const list = useApiQuery("/admin/rfqs", { query: { page, per_page: 25, status: rfqStatusOf(status), category_id: category } });
  const cats = (categories.data?.data ?? []).flatMap((c) => [c, ...c.children]);
  return (
    <div data-testid="admin-rfqs">
      <div className="admin-filters">
        <label className="form-field">
          <span>{t("filterStatus")}</span>
          <select value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
            <option value="">{t("allStatuses")}</option>
            {RFQ_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span>{t("fields.category")}</span>
          <select value={category} onChange={(e) => (setCategory(e.target.value), setPage(1))}>
            <option value="">{t("admin.allCategories")}</option>
            {cats.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListStates query={list} empty={<p className="notice">{t("admin.empty")}</p>}>
        {(loaded) => (
          <>
          <DataTable columns={[t("fields.title"), t("fields.category"), t("fields.status"), t("admin.recipients"), t("admin.quotes"), t("admin.customer"), t("fields.sentAt"), t("fields.expiresAt")]} busy={list.isFetching}>
            {loaded.data.map((r) => (
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
            ))}
          </DataTable>
          <AdminPager pagination={loaded.meta.pagination} page={page} onPage={setPage} />
          </>
        )}
      </ListStates>
    </div>
  );
}
