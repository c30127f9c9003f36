import { TZDate } from "@date-fns/tz";

// Calendar boundaries in Asia/Kuwait: plan quotas reset on the 1st at 00:00
// Kuwait time, analytics count Kuwait days.
export const KUWAIT_TZ = "Asia/Kuwait";

/** "2026-11" for the Kuwait calendar month containing `at`. */
export function kuwaitMonth(at: Date): string {
  const k = new TZDate(at.getTime(), KUWAIT_TZ);
  return `${k.getFullYear()}-${String(k.getMonth() + 1).padStart(2, "0")}`;
}

/** The instant the Kuwait calendar month after the one containing `at` starts. */
export function nextKuwaitMonthStart(at: Date): Date {
  const k = new TZDate(at.getTime(), KUWAIT_TZ);
  return new Date(new TZDate(k.getFullYear(), k.getMonth() + 1, 1, 0, 0, 0, 0, KUWAIT_TZ).getTime());
}

/** The Kuwait calendar day containing `at`, as a UTC-midnight Date (for `@db.Date` columns). */
export function kuwaitDay(at: Date): Date {
  const k = new TZDate(at.getTime(), KUWAIT_TZ);
  return new Date(Date.UTC(k.getFullYear(), k.getMonth(), k.getDate()));
}

/** "2026-11-27 18:30" in Kuwait time, for notification texts. */
export function kuwaitTime(at: Date): string {
  const k = new TZDate(at.getTime(), KUWAIT_TZ);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${k.getFullYear()}-${pad(k.getMonth() + 1)}-${pad(k.getDate())} ${pad(k.getHours())}:${pad(k.getMinutes())}`;
}
