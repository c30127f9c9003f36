"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/states";
import type { OrderView } from "./types";

/** An order's status in words (lists and order pages of every portal). */
export function OrderStatusBadge({ order }: { order: Pick<OrderView, "status"> }) {
  const t = useTranslations("orders.status");
  return <StatusBadge status={order.status} label={t(order.status)} />;
}

/** An order page's heading: its reference and its status. */
export function OrderHead({ order }: { order: Pick<OrderView, "status" | "reference"> }) {
  return (
    <header className="ev-detail__head">
      <h2>
        <bdi dir="ltr" data-testid="order-reference">
          {order.reference}
        </bdi>
      </h2>
      <OrderStatusBadge order={order} />
    </header>
  );
}
