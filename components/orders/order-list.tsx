"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { SideGate } from "@/components/conversations/side-gate";
import { formatDay } from "@/components/ui/format";
import { formatMoney } from "@/components/ui/money";
import { Empty, ListStates } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { OrderStatusBadge } from "./order-status";
import { ORDER_STATUSES, orderStatusOf, type OrderView } from "./types";
import { Card, CardList, CardMeta, CardTitle } from "@/components/ui/card";
import { Actions, Muted, SortLabel } from "@/components/ui/layout";
import "./orders.css";

// Direct orders as a list of cards (phone first): the customer's (GET /orders)
// and the vendor's (GET /vendor/orders), each row opening its order page.

function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations("orders");
  return (
    <SortLabel>
      <span>{t("filterStatus")}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="orders-status">
        <option value="">{t("allStatuses")}</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
    </SortLabel>
  );
}

function OrderRows({ orders, side }: { orders: OrderView[]; side: "customer" | "vendor" }) {
  const t = useTranslations("orders");
  const locale = useLocale();
  return (
    <CardList data-testid="order-list">
      {orders.map((o) => (
        <Card as="li" align="start" key={o.id} className="or-row" data-testid="order-row" data-status={o.status}>
          <CardTitle>
            <Link href={`${side === "customer" ? "/account" : "/vendor"}/orders/${o.id}`} data-testid="order-open">
              <bdi dir="ltr">{o.reference}</bdi> · <bdi>{o.package.name}</bdi>
            </Link>
          </CardTitle>
          <CardMeta>
            <span>{side === "customer" ? o.vendor.name : (o.customer?.name ?? "")}</span>
            <span>{formatDay(o.service_date, locale)}</span>
            <span>{o.area.name}</span>
            <span>{formatMoney(o.total, locale)}</span>
          </CardMeta>
          <Actions>
            <OrderStatusBadge order={o} />
            {side === "customer" && o.actions.includes("pay") && <Muted as="span">{t("list.awaitingPayment")}</Muted>}
            {side === "vendor" && o.actions.includes("accept") && <Muted as="span">{t("list.awaitingAnswer")}</Muted>}
          </Actions>
        </Card>
      ))}
    </CardList>
  );
}

export function CustomerOrderList() {
  const t = useTranslations("orders");
  const [status, setStatus] = useState("");
  const list = useApiQuery("/orders", { query: { per_page: 50, status: orderStatusOf(status) } }, { keepPrevious: true });
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      <ListStates query={list} empty={<Empty text={t("list.empty")} href="/search" action={t("list.emptyAction")} />}>
        {(loaded) => <OrderRows orders={loaded.data} side="customer" />}
      </ListStates>
    </>
  );
}

export function VendorOrderList() {
  const t = useTranslations("orders");
  const [status, setStatus] = useState("");
  const list = useApiQuery("/vendor/orders", { query: { per_page: 50, status: orderStatusOf(status) } }, { keepPrevious: true, poll: 30_000 });
  return (
    <>
      <StatusFilter value={status} onChange={setStatus} />
      <ListStates query={list} empty={<Empty text={t("vendor.empty")} href="/vendor/services" action={t("vendor.emptyAction")} />}>
        {(loaded) => <OrderRows orders={loaded.data} side="vendor" />}
      </ListStates>
    </>
  );
}

/** The customer's orders page: signed in, on the customer side. */
export function CustomerOrders() {
  return (
    <AccountGate>
      {() => (
        <SideGate side="customer">
          <CustomerOrderList />
        </SideGate>
      )}
    </AccountGate>
  );
}
