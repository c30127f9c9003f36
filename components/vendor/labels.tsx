"use client";

import { useTranslations } from "next-intl";
import type { VendorStatus } from "./types";

/** A vendor's status as a coloured badge. */
export function VendorStatusBadge({ status }: { status: VendorStatus }) {
  const t = useTranslations("vendorPortal.status");
  return <span className={`status-badge status-badge--vendor-${status}`}>{t(status)}</span>;
}
