// Month arithmetic of the calendar screens on plain Kuwait dates ("2026-12-31"):
// no time zones involved, every date is a UTC midnight.

export type Month = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, "0");
export const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
export const monthOf = (iso: string): Month => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) - 1 });
export const shiftMonth = (m: Month, by: number): Month => {
  const d = new Date(Date.UTC(m.year, m.month + by, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
};

/** The first and last day of the month, as the calendar endpoint takes them. */
export function monthRange(m: Month): { from: string; to: string } {
  return { from: isoOf(new Date(Date.UTC(m.year, m.month, 1))), to: isoOf(new Date(Date.UTC(m.year, m.month + 1, 0))) };
}

/** Blank cells before the 1st in a week that starts on Sunday (the Kuwaiti week). */
export const leadingBlanks = (m: Month) => new Date(Date.UTC(m.year, m.month, 1)).getUTCDay();

/** Sunday..Saturday in the page's language, short. */
export function weekdayNames(locale: string, width: "short" | "long" = "short"): string[] {
  const format = new Intl.DateTimeFormat(locale === "ar" ? "ar-KW-u-nu-latn" : "en-GB", { weekday: width, timeZone: "UTC" });
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 10, 1 + i))));
}

export function monthTitle(m: Month, locale: string): string {
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-KW-u-nu-latn" : "en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    calendar: "gregory",
  }).format(new Date(Date.UTC(m.year, m.month, 1)));
}
