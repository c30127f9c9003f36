// "Availability and distance" (docs/performance.md): the search
// query mix as it is, with `date=` (a day on which some bench vendors are
// busy) and with `sort=distance&near_area_id=` added to every request, timed
// in-process in alternating rounds (base, date, distance, base, ...) so a
// shared machine's load moves all three alike; the p95 ratios to the base are
// the figure (target: each at most 1.2).
import { addDays, format } from "date-fns";
import pg from "pg";
import { performance } from "node:perf_hooks";
import { kuwaitDay } from "../server/core/kuwait-time";
import { searchVendors, vendorSearchQuery } from "../server/search/vendor-search";
import type { Refs } from "./search-data";
import type { Mix } from "./search-queries";

export const POINT_ROUNDS = Number(process.env.BENCH_POINT_ROUNDS ?? 3);
/** Every n-th request of the mix (1: all 2,000): the shared machine's time. */
const POINT_EVERY = Number(process.env.BENCH_POINT_EVERY ?? 4);
const WARM_UP = 30;
/** Every 20th vendor blocks the day with an exception; every 20th other one has a plan that does not work that weekday: 10% busy. */
const BLOCKED_EVERY = 20;

const log = (message: string) => console.error(`[bench:points] ${message}`);

/** A day 30 days ahead (Kuwait) on which 10% of the bench's vendors are busy; idempotent (bench rows are replaced). */
export async function prepareBusyDay(url: string): Promise<string> {
  const date = format(addDays(kuwaitDay(new Date()), 30), "yyyy-MM-dd");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DELETE FROM vendor_calendar_exceptions WHERE note = 'bench'`);
    await client.query(`DELETE FROM vendor_availability`); // a dedicated database: only the bench's plans
    const numbered = `SELECT id, row_number() OVER (ORDER BY id) AS n FROM vendors`;
    await client.query(
      `INSERT INTO vendor_calendar_exceptions (id, vendor_id, kind, starts_on, ends_on, note)
       SELECT 'bench-' || v.id, v.id, 'blocked'::"CalendarExceptionKind", $1::date, $1::date, 'bench' FROM (${numbered}) v WHERE v.n % ${BLOCKED_EVERY} = 0`,
      [date],
    );
    await client.query(
      `INSERT INTO vendor_availability (vendor_id, work_days, daily_capacity, updated_at)
       SELECT v.id, array_remove(ARRAY[0,1,2,3,4,5,6], EXTRACT(DOW FROM $1::date)::int), 1, now() FROM (${numbered}) v WHERE v.n % ${BLOCKED_EVERY} = ${BLOCKED_EVERY / 2}`,
      [date],
    );
    await client.query("ANALYZE vendor_calendar_exceptions, vendor_availability");
  } finally {
    await client.end();
  }
  return date;
}

export type PointVariant = { name: "base" | "date" | "distance"; requests: URLSearchParams[] };

/** The whole mix three ways: as it is, with `date`, and sorted by distance from an area (one of ten per distinct request). */
export function pointVariants(mixes: Mix[], refs: Refs, date: string): PointVariant[] {
  const base = mixes.flatMap((m) => m.requests).filter((_, i) => i % POINT_EVERY === 0);
  const areas = ["sharq", "salmiya", "jahra", "farwaniya", "fahaheel", "mangaf", "jabriya", "mishref", "adan", "khaitan"].map(
    (slug) => refs.areas.find((a) => a.slug === slug)?.id ?? slug,
  );
  const distinct = new Map<string, number>();
  const areaOf = (request: string) => {
    if (!distinct.has(request)) distinct.set(request, distinct.size % areas.length);
    return distinct.get(request)!;
  };
  const with_ = (change: (p: URLSearchParams, i: number) => void) =>
    base.map((params, i) => {
      const p = new URLSearchParams(params);
      change(p, i);
      return p;
    });
  return [
    { name: "base", requests: base },
    { name: "date", requests: with_((p) => p.set("date", date)) },
    {
      name: "distance",
      requests: with_((p) => {
        // The area follows the request, so a repeated request stays a repeat (as in the base: the same share of answers from the engine's cache).
        const area = areas[areaOf(p.toString())];
        p.delete("lat");
        p.delete("lng");
        p.set("sort", "distance");
        p.set("near_area_id", area);
      }),
    },
  ];
}

export type PointsReport = {
  date: string;
  busy_vendors: number;
  rounds: Array<Record<PointVariant["name"], { p50_ms: number; p95_ms: number }>>;
  p95_ms: Record<PointVariant["name"], number[]>;
  /** Per variant, median over rounds of (its p95 / the base's p95 in the same round). */
  p95_ratio: Record<PointVariant["name"], number>;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Times the three variants in `POINT_ROUNDS` alternating rounds. Each round
 * is new to the engine's answer cache (round r asks for 20 - r results a page,
 * the warm-up for 17: deep pages stay under the 500 cap), so the first of each
 * distinct request in a round is evaluated and its repeats come from the
 * cache, in the same share for every variant: the cost of the date filter and
 * of the distance order is in every figure.
 */
export async function runPoints(variants: PointVariant[], date: string, busyVendors: number): Promise<PointsReport> {
  const once = async (params: URLSearchParams, perPage: number) => {
    const query = vendorSearchQuery.parse({ ...Object.fromEntries(params), per_page: String(perPage) });
    const started = performance.now();
    await searchVendors(query, "ar");
    return performance.now() - started;
  };
  for (const v of variants) for (const params of v.requests.slice(0, WARM_UP)) await once(params, 17); // warm-up: the copy loaded, code paths compiled
  const report: PointsReport = {
    date,
    busy_vendors: busyVendors,
    rounds: [],
    p95_ms: { base: [], date: [], distance: [] },
    p95_ratio: { base: 1, date: 0, distance: 0 },
  };
  for (let r = 0; r < POINT_ROUNDS; r++) {
    const row = {} as PointsReport["rounds"][number];
    for (const v of variants) {
      const times: number[] = [];
      for (const params of v.requests) times.push(await once(params, 20 - r));
      times.sort((a, b) => a - b);
      row[v.name] = { p50_ms: round(percentile(times, 50)), p95_ms: round(percentile(times, 95)) };
      report.p95_ms[v.name].push(row[v.name].p95_ms);
    }
    log(`round ${r + 1}: ${variants.map((v) => `${v.name} p95 ${row[v.name].p95_ms} ms`).join(", ")}`);
    report.rounds.push(row);
  }
  for (const name of ["date", "distance"] as const) {
    report.p95_ratio[name] = round(median(report.rounds.map((row) => row[name].p95_ms / row.base.p95_ms)), 2);
  }
  return report;
}

/** The markdown table of docs/performance.md "Availability and distance". */
export function pointsMarkdown(size: number, report: PointsReport): string {
  const lines = [
    `${size.toLocaleString("en")} vendors, ${report.busy_vendors.toLocaleString("en")} busy on ${report.date}, ${report.rounds.length} alternating rounds:`,
    "",
    "| variant | p95 per round | p95 ratio to the base (median of rounds) |",
    "|---|---|---|",
  ];
  for (const name of ["base", "date", "distance"] as const) {
    lines.push(`| ${name} | ${report.p95_ms[name].map((x) => `${x} ms`).join(", ")} | ${name === "base" ? "1" : report.p95_ratio[name]} |`);
  }
  return lines.join("\n");
}
