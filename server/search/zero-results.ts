import { z } from "zod";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { pageParams, pageWindow, pagination, type PageInput } from "../core/http/query";
import type { Locale } from "../core/i18n";
import { kuwaitDay } from "../core/kuwait-time";
import { logger } from "../core/log";
import { normalizeForSearch } from "./engine/normalize";

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

/** How long a zero-result count may wait in memory (the report is weekly). */
const ZERO_RESULT_FLUSH_MS = 2_000;
type PendingCount = { queryNorm: string; weekStart: string; lastQuery: string; locale: Locale; count: number; lastSeenAt: Date };
const pending = new Map<string, PendingCount>();
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Counts one zero-result query. A search does not write: the count waits in
 * this process and reaches the table with the others within
 * ZERO_RESULT_FLUSH_MS (flushZeroResults), in one atomic upsert that adds
 * them up, so concurrent processes never lose a count. A query with nothing
 * left after folding is ignored.
 */
export function recordZeroResult(query: string, locale: Locale): void {
  const queryNorm = normalizeForSearch(query);
  if (queryNorm === "") return;
  const at = now();
  const weekStart = isoDate(kuwaitWeekStart(at));
  const key = `${weekStart} ${queryNorm}`;
  pending.set(key, { queryNorm, weekStart, lastQuery: query.trim(), locale, count: (pending.get(key)?.count ?? 0) + 1, lastSeenAt: at });
  flushTimer ??= setTimeout(() => void flushZeroResults(), ZERO_RESULT_FLUSH_MS).unref();
}

/** Writes the counts waiting in this process (the report and shutdown call it first); a failed write keeps them for the next. */
export async function flushZeroResults(): Promise<void> {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  const counts = [...pending.values()];
  pending.clear();
  if (counts.length === 0) return;
  try {
    await db.$executeRaw`
      INSERT INTO search_zero_results (query_norm, week_start, last_query, locale, count, last_seen_at)
      SELECT * FROM unnest(${counts.map((c) => c.queryNorm)}::text[], ${counts.map((c) => c.weekStart)}::date[], ${counts.map((c) => c.lastQuery)}::text[],
        ${counts.map((c) => c.locale)}::text[], ${counts.map((c) => c.count)}::int[], ${counts.map((c) => c.lastSeenAt)}::timestamptz[])
      ON CONFLICT (query_norm, week_start) DO UPDATE
        SET count = search_zero_results.count + EXCLUDED.count,
            last_query = EXCLUDED.last_query,
            locale = EXCLUDED.locale,
            last_seen_at = EXCLUDED.last_seen_at`;
  } catch (error) {
    logger().warn({ err: error, queries: counts.length }, "zero-result counts not written; kept for the next flush");
    for (const c of counts) {
      const key = `${c.weekStart} ${c.queryNorm}`;
      const later = pending.get(key);
      pending.set(key, later ? { ...later, count: later.count + c.count } : c);
    }
    flushTimer ??= setTimeout(() => void flushZeroResults(), ZERO_RESULT_FLUSH_MS).unref();
  }
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
  await flushZeroResults(); // this process's counts are in it at once; another's within ZERO_RESULT_FLUSH_MS
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
