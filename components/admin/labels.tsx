"use client";

import { useLocale, useTranslations } from "next-intl";
import { ROLE_CODES, USER_STATUSES, type RoleCode, type UserStatus } from "./types";

const isRole = (code: string): code is RoleCode => (ROLE_CODES as readonly string[]).includes(code);
const isStatus = (code: string): code is UserStatus => (USER_STATUSES as readonly string[]).includes(code);

/** A role's localized name (an unknown code is shown as is). */
export function useRoleLabel() {
  const t = useTranslations("adminUsers.roles");
  return (code: string) => (isRole(code) ? t(code) : code);
}

export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations("adminUsers.status");
  return <span className={`status-badge status-badge--${status}`}>{isStatus(status) ? t(status) : status}</span>;
}

/** Dates in the page's language (Gregorian calendar, Kuwait time, Latin digits like the ids, emails and counts beside them). */
export function useDateFormat() {
  const locale = useLocale();
  const tag = locale === "ar" ? "ar-KW-u-nu-latn" : "en-GB";
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "Asia/Kuwait", calendar: "gregory" });
  const dateTime = new Intl.DateTimeFormat(tag, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kuwait",
    calendar: "gregory",
  });
  return { date: (iso: string) => date.format(new Date(iso)), dateTime: (iso: string) => dateTime.format(new Date(iso)) };
}
