// Review dates in the page's language (Latin digits, as amounts and counts elsewhere).
import { intlLocale } from "@/components/ui/locale";

/** "2026-10" -> "October 2026" / "أكتوبر 2026": the month and year of the reviewed event. */
export function formatMonth(month: string | null | undefined, locale: string): string | null {
  if (!month || !/^\d{4}-\d{2}/.test(month)) return null;
  const [year, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** An average as the API gives it ("4.25" or 4.25) to one decimal in the page's digits. */
export function formatAverage(value: string | number | null | undefined, locale: string): string {
  const n = Number(value ?? 0);
  return new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
}
