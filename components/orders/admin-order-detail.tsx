"use client";

import { useTranslations } from "next-intl";
import { LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { OrderRecord } from "./order-facts";
import { OrderHead } from "./order-status";
import { Actions } from "@/components/ui/layout";
import "./orders.css";

// One direct order for admins (GET /admin/orders/{id}, booking.oversee):
// read-only, the facts, money and steps; never the provider's location.

export function AdminOrderDetail({ id }: { id: string }) {
  const t = useTranslations("orders");
  const order = useApiQuery("/admin/orders/{id}", { path: { id } });
  if (order.isPending) return <Loading />;
  if (order.isError) return <LoadFailed error={order.error} backHref="/admin/orders" back={t("admin.back")} />;
  const o = order.data.data;
  return (
    <article className="or-detail" data-testid="admin-order-detail" data-status={o.status}>
      <OrderHead order={o} />
      <p>
        {t("detail.vendor")}: <Link href={`/admin/vendors/${o.vendor.id}`}>{o.vendor.name}</Link> · {t("admin.mode")}: {t(`mode.${o.payment_mode}`)}
      </p>
      <OrderRecord order={o} />
      <Actions as="p">
        <Link href="/admin/orders">{t("admin.back")}</Link>
      </Actions>
    </article>
  );
}
