"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatDay, formatTime } from "@/components/ui/format";
import { formatMoney } from "@/components/ui/money";
import { AdminPager } from "@/components/ui/pager";
import { ListStates } from "@/components/ui/states";
import { DataTable } from "@/components/ui/table";
import { useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { OrderStatusBadge } from "./order-status";
import { ORDER_STATUSES, orderStatusOf } from "./types";
import { Code, Name } from "@/components/ui/names";
import "@/components/ui/portal.css";
import "./orders.css";

// Admin oversight of direct orders (GET /admin/orders, booking.oversee),
// read-only: filter by status (the page opens on `?status=`); each reference
// opens the order. Admins never see the provider's location.

export function AdminOrders() {
  const t = useTranslations("orders");
  const locale = useLocale();
  const params = useSearchParams();
  const [status, setStatus] = useState<string>(() => orderStatusOf(params.get("status")) ?? "");
  const [page, setPage] = useState(1);
  const list = useApiQuery("/admin/orders", { query: { page, per_page: 25, status: orderStatusOf(status) } }, { keepPrevious: true });
  return (
    <div data-testid="admin-orders">
      <div className="admin-filters">
        <label className="form-field">
          <span>{t("filterStatus")}</span>
          <select value={status} data-testid="admin-orders-status" onChange={(e) => (setStatus(e.target.value), setPage(1))}>
            <option value="">{t("allStatuses")}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListStates query={list} empty={<p className="notice">{t("admin.empty")}</p>}>
        {(loaded) => (
          <>
            <DataTable columns={[t("admin.reference"), t("admin.vendor"), t("admin.customer"), t("admin.status"), t("admin.total"), t("admin.paid"), t("admin.date"), t("admin.created")]} busy={list.isFetching}>
              {loaded.data.map((o) => (
                <tr key={o.id} data-testid="admin-order-row" data-status={o.status}>
                  <td>
                    <Link href={`/admin/orders/${o.id}`} className="or-nowrap">
                      <Code>{o.reference}</Code>
                    </Link>
                  </td>
                  <td>
                    <Name>{o.vendor.name}</Name>
                  </td>
                  <td>{o.customer ? <Name>{o.customer.name}</Name> : "—"}</td>
                  <td>
                    <OrderStatusBadge order={o} />
                  </td>
                  <td>{formatMoney(o.total, locale)}</td>
                  <td>{formatMoney(o.amount_paid, locale)}</td>
                  <td>{formatDay(o.service_date, locale)}</td>
                  <td>{formatTime(o.created_at, locale)}</td>
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
