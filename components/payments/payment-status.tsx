"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/states";
import type { PaymentStatusName } from "./types";

export function PaymentStatus({ status }: { status: PaymentStatusName }) {
  const t = useTranslations("payments.status");
  return <StatusBadge status={status} label={t(status)} />;
}
