"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDay, formatTime } from "@/components/ui/format";
import { formatMoney } from "@/components/ui/money";
import { StatusBadge } from "@/components/ui/states";
import type { OrderView } from "./types";
import { DetailHead } from "@/components/ui/layout";

/** An order's status in words (lists and order pages of every portal). */
export function OrderStatusBadge({ order }: { order: Pick<OrderView, "status"> }) {
  const t = useTranslations("orders.status");
  return <StatusBadge status={order.status} label={t(order.status)} />;
}

/** An order page's heading: its reference and its status. */
export function OrderHead({ order }: { order: Pick<OrderView, "status" | "reference"> }) {
  return (
    <DetailHead>
      <h2>
        <bdi dir="ltr" data-testid="order-reference">
          {order.reference}
        </bdi>
      </h2>
      <OrderStatusBadge order={order} />
    </DetailHead>
  );
}

/**
 * What happens next, for the customer, in the order's own state: a placed
 * order reads differently before and after it is paid, a cancelled one says
 * whether money comes back.
 */
export function OrderStatusLine({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.statusText");
  const locale = useLocale();
  const vendor = o.vendor.name;
  const line =
    o.status === "placed"
      ? o.paid
        ? t("placedPaid", { vendor, time: formatTime(o.confirm_deadline ?? o.payment_deadline, locale) })
        : t("placedUnpaid", { vendor, amount: formatMoney(o.amount_due, locale), time: formatTime(o.payment_deadline, locale) })
      : o.status === "confirmed"
        ? t("confirmedOn", { vendor, day: formatDay(o.service_date, locale) })
        : o.status === "cancelled" && o.refund_due && Number(o.refund_due.amount) > 0
          ? t("cancelledRefund", { amount: formatMoney(o.refund_due, locale) })
          : t(o.status, { vendor });
  return (
    <p className="or-lead" data-testid="order-status-text">
      {line}
    </p>
  );
}
