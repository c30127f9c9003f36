"use client";

import { useLocale, useTranslations } from "next-intl";
import type { VendorStatus } from "./types";

/** A vendor's status as a coloured badge. */
export function VendorStatusBadge({ status }: { status: VendorStatus }) {
  const t = useTranslations("vendorPortal.status");
  return <span className={`status-badge status-badge--vendor-${status}`}>{t(status)}</span>;
}

/** Dates in the page's language (Gregorian, Kuwait time, Latin digits). */
export function useDates() {
  const locale = useLocale();
  const tag = locale === "ar" ? "ar-KW-u-nu-latn" : "en-GB";
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "Asia/Kuwait", calendar: "gregory" });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kuwait", calendar: "gregory" });
  return { date: (iso: string) => date.format(new Date(iso)), dateTime: (iso: string) => dateTime.format(new Date(iso)) };
}
