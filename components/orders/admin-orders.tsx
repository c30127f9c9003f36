"use client";

import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { AdminList } from "@/components/ui/admin-list";
import { formatDay, formatTime } from "@/components/ui/format";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { OrderStatusBadge } from "./order-status";
import { ORDER_STATUSES, orderStatusOf } from "./types";
import { Code, Name } from "@/components/ui/names";
import "./orders.css";

// Admin oversight of direct orders (GET /admin/orders, booking.oversee),
// read-only: filter by status (the page opens on `?status=`); each reference
// opens the order. Admins never see the provider's location.

export function AdminOrders() {
  const t = useTranslations("orders");
  const locale = useLocale();
  const params = useSearchParams();
  return (
    <AdminList
      path="/admin/orders"
      testId="admin-orders"
      status={{
        label: t("filterStatus"),
        all: t("allStatuses"),
        values: ORDER_STATUSES,
        optionLabel: (s) => t(`status.${s}`),
        initial: orderStatusOf(params.get("status")) ?? "",
        testId: "admin-orders-status",
      }}
      keepPrevious
      empty={t("admin.empty")}
      columns={[
        t("admin.reference"),
        t("admin.vendor"),
        t("admin.customer"),
        t("admin.status"),
        t("admin.total"),
        t("admin.paid"),
        t("admin.date"),
        t("admin.created"),
      ]}
      row={(o) => (
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
      )}
    />
  );
}
