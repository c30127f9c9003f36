"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/states";
import type { OrderView } from "./types";

/** An order's status in words (lists and order pages of every portal). */
export function OrderStatusBadge({ order }: { order: Pick<OrderView, "status"> }) {
  const t = useTranslations("orders.status");
  return <StatusBadge status={order.status} label={t(order.status)} />;
}
