import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { now } from "../../core/clock";
import { calendarDate, utcDay } from "../../core/dates";
import { Prisma } from "../../core/db/generated/client";
import { validationFailed } from "../../core/errors";
import { KUWAIT_TZ, kuwaitDay } from "../../core/kuwait-time";

// The reports' period: Kuwait days from..to (inclusive, default the last 30
// days), at most 366 days, bucketed by Kuwait day or month in SQL.

export const MAX_REPORT_DAYS = 366;
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

export const reportQuery = z.strictObject({ from: calendarDate.optional(), to: calendarDate.optional(), group: z.enum(["day", "month"]).default("day") });
export const reportExportQuery = reportQuery.extend({ format: z.enum(["csv", "xlsx"]).default("csv") });

export type ReportPeriod = { from: string; to: string; group: "day" | "month"; start: Date; end: Date; buckets: string[] };

const text = (d: Date) => d.toISOString().slice(0, 10);

/** The instant a Kuwait day ("2026-11-24") starts. */
function kuwaitStart(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, KUWAIT_TZ).getTime());
}

export function reportPeriod(query: z.output<typeof reportQuery>): ReportPeriod {
  const to = query.to ?? (query.from ? text(new Date(utcDay(query.from).getTime() + (DEFAULT_DAYS - 1) * DAY_MS)) : text(kuwaitDay(now())));
  const from = query.from ?? text(new Date(utcDay(to).getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
  if (from > to) throw validationFailed({ from: ["validation.date_range"] });
  const days = (utcDay(to).getTime() - utcDay(from).getTime()) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS) throw validationFailed({ to: ["validation.report_range_max"] });
  const buckets = new Set<string>();
  for (let i = 0; i < days; i++) {
    const d = text(new Date(utcDay(from).getTime() + i * DAY_MS));
    buckets.add(query.group === "day" ? d : d.slice(0, 7));
  }
  const end = new Date(utcDay(to).getTime() + DAY_MS);
  return { from, to, group: query.group, start: kuwaitStart(from), end: kuwaitStart(text(end)), buckets: [...buckets] };
}

/** The SQL bucket of a timestamp column: its Kuwait day or month as text. */
export function bucketOf(column: string, period: ReportPeriod): Prisma.Sql {
  const format = period.group === "day" ? "YYYY-MM-DD" : "YYYY-MM";
  return Prisma.sql`to_char(${Prisma.raw(column)} AT TIME ZONE 'Asia/Kuwait', ${format})`;
}
