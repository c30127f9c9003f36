// Dates in the page's language (Latin digits like amounts).
// Timestamps show in Kuwait time; plain dates (YYYY-MM-DD) as they are.

import { useLocale } from "next-intl";
import { intlDateLocale, intlLocale } from "./locale";

export function formatDay(date: string | null | undefined, locale: string): string {
  if (!date) return "—";
  const value = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(value.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeZone: date.length === 10 ? "UTC" : "Asia/Kuwait",
  }).format(value);
}

export function formatTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return "—";
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kuwait" }).format(value);
}

/** Today's date in Kuwait as YYYY-MM-DD (the minimum of date inputs). */
export function kuwaitToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuwait" }).format(new Date());
}

/** Dates of the admin and vendor screens in the page's language (Gregorian calendar, Kuwait time, Latin digits; English as written in Britain). */
export function useDates() {
  const locale = useLocale();
  const tag = intlDateLocale(locale);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "Asia/Kuwait", calendar: "gregory" });
  const dateTime = new Intl.DateTimeFormat(tag, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kuwait",
    calendar: "gregory",
  });
  return { date: (iso: string) => date.format(new Date(iso)), dateTime: (iso: string) => dateTime.format(new Date(iso)) };
}
