import { z } from "zod";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { pageParams, pageWindow, pagination, type PageInput } from "../core/http/query";
import type { Locale } from "../core/i18n";
import { kuwaitDay } from "../core/kuwait-time";
import { normalizeForSearch } from "./normalize";

// Queries that found nothing, counted per normalized query and Kuwait week,
// so the content team can add synonyms or categories for what customers look
// for in vain. Only queries seen at least 10 times in a week are reported
// (spec Limits: "Inbound zero-result report threshold: 10 queries per week").

export const ZERO_RESULT_THRESHOLD = 10;
const DAY_MS = 86_400_000;

/** Monday of the Kuwait calendar week containing `at`, as a UTC-midnight Date (for the `@db.Date` column). */
export function kuwaitWeekStart(at: Date): Date {
  const day = kuwaitDay(at);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Counts one zero-result query. One atomic upsert, so concurrent searches
 * never lose a count; a query with nothing left after folding is ignored.
 */
export async function recordZeroResult(query: string, locale: Locale): Promise<void> {
  const queryNorm = normalizeForSearch(query);
  if (queryNorm === "") return;
  const at = now();
  await db.$executeRaw`
    INSERT INTO search_zero_results (query_norm, week_start, last_query, locale, count, last_seen_at)
    VALUES (${queryNorm}, ${isoDate(kuwaitWeekStart(at))}::date, ${query.trim()}, ${locale}, 1, ${at})
    ON CONFLICT (query_norm, week_start) DO UPDATE
      SET count = search_zero_results.count + 1,
          last_query = EXCLUDED.last_query,
          locale = EXCLUDED.locale,
          last_seen_at = EXCLUDED.last_seen_at`;
}

export const zeroResultsQuery = z.strictObject({
  weeks: z.coerce.number().int().min(1).max(12).default(4).meta({ description: "Kuwait weeks to cover, the current one included (1-12, default 4)." }),
  ...pageParams,
});

export const zeroResultRowSchema = z
  .object({
    query: z.string().meta({ description: "The query as last typed" }),
    normalized_query: z.string().meta({ description: "The folded form the counts are grouped by" }),
    week_start: z.string().meta({ description: "Monday (Asia/Kuwait) of the week, YYYY-MM-DD" }),
    count: z.number().int(),
    last_seen_at: z.string(),
    locale: z.enum(["ar", "en"]).meta({ description: "Language of the last search" }),
  })
  .meta({ id: "ZeroResultQuery" });

/** Queries at or over the threshold in the last `weeks` Kuwait weeks, highest count first. */
export async function zeroResultsReport(query: PageInput & { weeks: number }) {
  const from = new Date(kuwaitWeekStart(now()).getTime() - (query.weeks - 1) * 7 * DAY_MS);
  const where = { weekStart: { gte: from }, count: { gte: ZERO_RESULT_THRESHOLD } };
  const [total, rows] = await Promise.all([
    db.searchZeroResult.count({ where }),
    db.searchZeroResult.findMany({ where, orderBy: [{ count: "desc" }, { weekStart: "desc" }, { queryNorm: "asc" }], ...pageWindow(query) }),
  ]);
  return {
    items: rows.map((r) => ({
      query: r.lastQuery,
      normalized_query: r.queryNorm,
      week_start: isoDate(r.weekStart),
      count: r.count,
      last_seen_at: r.lastSeenAt.toISOString(),
      locale: r.locale as Locale,
    })),
    pagination: pagination(query, total),
  };
}
