// Search benchmark (`npm run bench`, or alone with BENCH_ONLY=search).
// For each size in BENCH_SIZES (10,000 and 100,000 vendors): a PostgreSQL
// database (BENCH_DATABASE_URL, `<size>` replaced), migrated, reference data,
// N synthetic vendors (bench/search-data.ts, seeded once: a database that
// already holds N vendors is reused), the index built with
// `reconcileSearchIndex()`, then the fixed query mix (bench/search-queries.ts)
// timed in-process (`searchVendors`) and over HTTP (the built app via
// `npm start`). Prints JSON and a markdown table of p50/p95/p99 per mix.
//
// BENCH_MODES=inprocess,points,http picks the measurements (points: the mix
// with date= and with sort=distance against itself, bench/search-points.ts); BENCH_EXPLAIN=1 prints
// EXPLAIN ANALYZE of the provider's SQL for the slowest request of each mix.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { closeDb, dbHandle } from "../server/core/db/client";
import { searchProvider, setSearchProvider } from "../server/search/engine/engine";
import { searchVendors, vendorSearchQuery } from "../server/search/vendor-search";
import { benchDatabaseUrl, prepareBenchDatabase, type IndexCounts } from "./search-db";
import { queryMixes, type Mix } from "./search-queries";
import { pointsMarkdown, pointVariants, prepareBusyDay, runPoints, type PointsReport } from "./search-points";
import { vendorsBusyOn } from "../server/availability/busy-vendors";
import { BENCH_BASE, BENCH_PORT, startServer } from "./server";

const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map((s) => Number(s.trim()));
const MODES = (process.env.BENCH_MODES ?? "inprocess,points,http").split(",").map((m) => m.trim());

type Stats = {
  requests: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  zero_results: number;
  median_total: number;
  engine_p95_ms?: number;
};
type SizeReport = {
  vendors: number;
  database: string;
  seed_ms: number | null;
  index_ms: number | null;
  index: IndexCounts;
  load_average: { before: number[]; after?: number[] };
  inprocess?: Record<string, Stats>;
  http?: Record<string, Stats>;
  points?: PointsReport;
};

const round = (n: number) => Math.round(n * 10) / 10;
const loadavg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const log = (message: string) => console.error(`[bench:search] ${message}`);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function stats(times: number[], totals: number[], engine?: number[]): Stats {
  const t = [...times].sort((a, b) => a - b);
  const n = [...totals].sort((a, b) => a - b);
  const e = engine ? [...engine].sort((a, b) => a - b) : undefined;
  return {
    requests: t.length,
    p50_ms: round(percentile(t, 50)),
    p95_ms: round(percentile(t, 95)),
    p99_ms: round(percentile(t, 99)),
    max_ms: round(t[t.length - 1]),
    zero_results: totals.filter((x) => x === 0).length,
    median_total: percentile(n, 50),
    ...(e ? { engine_p95_ms: round(percentile(e, 95)) } : {}),
  };
}

// ------------------------------------------------------------ in-process

/**
 * Times the engine calls of the requests that follow (the rest of
 * searchVendors is cards, featured, filters): wall time while at least one
 * call is under way, as searchVendors may run two at once.
 */
async function timeEngine(): Promise<{ take(): number; restore(): void }> {
  const inner = await searchProvider();
  let spent = 0;
  let running = 0;
  let since = 0;
  const timed = Object.create(inner);
  timed.search = async (request: Parameters<typeof inner.search>[0]) => {
    if (running++ === 0) since = performance.now();
    try {
      return await inner.search(request);
    } finally {
      if (--running === 0) spent += performance.now() - since;
    }
  };
  setSearchProvider(timed);
  return {
    take() {
      const value = spent;
      spent = 0;
      return value;
    },
    restore: () => setSearchProvider(inner),
  };
}

async function runInProcess(mixes: Mix[]): Promise<{ stats: Record<string, Stats>; slowest: Record<string, URLSearchParams> }> {
  const engine = await timeEngine();
  const out: Record<string, Stats> = {};
  const slowest: Record<string, URLSearchParams> = {};
  try {
    const once = async (params: URLSearchParams) => {
      const query = vendorSearchQuery.parse(Object.fromEntries(params));
      const started = performance.now();
      const page = await searchVendors(query, "ar");
      return { ms: performance.now() - started, total: page.pagination.total };
    };
    for (const mix of mixes) for (const params of distinct(mix.requests)) await once(params); // warm-up
    for (const mix of mixes) {
      const times: number[] = [];
      const totals: number[] = [];
      const engineTimes: number[] = [];
      let worst = -1;
      engine.take();
      for (const params of mix.requests) {
        const { ms, total } = await once(params);
        times.push(ms);
        totals.push(total);
        engineTimes.push(engine.take());
        if (ms > worst) [worst, slowest[mix.name]] = [ms, params];
      }
      out[mix.name] = stats(times, totals, engineTimes);
      log(`  in-process ${mix.name}: p50 ${out[mix.name].p50_ms} ms, p95 ${out[mix.name].p95_ms} ms (engine p95 ${out[mix.name].engine_p95_ms} ms)`);
    }
  } finally {
    engine.restore();
  }
  return { stats: out, slowest };
}

function distinct(requests: URLSearchParams[]): URLSearchParams[] {
  return [...new Map(requests.map((r) => [r.toString(), r])).values()];
}

// ------------------------------------------------------------ EXPLAIN

/** Runs one request with every raw SQL statement of the provider also EXPLAIN ANALYZEd, and prints the plans. */
async function explain(label: string, params: URLSearchParams): Promise<void> {
  const prisma = dbHandle().prisma as unknown as { $queryRawUnsafe: (sql: string, ...values: unknown[]) => Promise<unknown> };
  const original = prisma.$queryRawUnsafe;
  const plans: string[] = [];
  prisma.$queryRawUnsafe = async (sql: string, ...values: unknown[]) => {
    if (/search_documents|search_term_keys/.test(sql)) {
      const rows = (await original.call(prisma, `EXPLAIN (ANALYZE, BUFFERS) ${sql}`, ...values)) as Array<{ "QUERY PLAN": string }>;
      plans.push(`${sql.replace(/\s+/g, " ").trim()}\n${rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
    }
    return original.call(prisma, sql, ...values);
  };
  try {
    await searchVendors(vendorSearchQuery.parse(Object.fromEntries(params)), "ar");
  } finally {
    prisma.$queryRawUnsafe = original;
  }
  console.log(`\n### EXPLAIN ${label}: ?${decodeURIComponent(params.toString())}\n`);
  for (const plan of plans) console.log("```\n" + plan + "\n```");
}

// ------------------------------------------------------------ HTTP

async function runHttp(mixes: Mix[]): Promise<Record<string, Stats>> {
  let client = 0;
  const once = async (params: URLSearchParams) => {
    // Distinct client IPs keep the per-IP search limit (60/min) out of the measurement.
    const ip = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`;
    const started = performance.now();
    const res = await fetch(`${BENCH_BASE}/api/v1/search/vendors?${params}`, { headers: { "accept-language": "ar", "x-forwarded-for": ip } });
    const body = await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`?${params} answered ${res.status}: ${Buffer.from(body).toString()}`);
    const meta = JSON.parse(Buffer.from(body).toString()).meta as { pagination: { total: number }; query_time_ms: number };
    return { ms, total: meta.pagination.total, serverMs: meta.query_time_ms };
  };
  for (const mix of mixes) for (const params of distinct(mix.requests)) await once(params); // warm-up
  const out: Record<string, Stats> = {};
  for (const mix of mixes) {
    const times: number[] = [];
    const totals: number[] = [];
    for (const params of mix.requests) {
      const { ms, total } = await once(params);
      times.push(ms);
      totals.push(total);
    }
    out[mix.name] = stats(times, totals);
    log(`  http ${mix.name}: p50 ${out[mix.name].p50_ms} ms, p95 ${out[mix.name].p95_ms} ms`);
  }
  return out;
}

// ------------------------------------------------------------ report

function markdown(reports: SizeReport[], mixes: Mix[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    lines.push(
      `\n#### ${r.vendors.toLocaleString("en")} vendors (${r.index.vendor_documents} vendor + ${r.index.service_documents} service documents, ` +
        `${r.index.vocabulary_terms} words, ${r.index.term_keys} look-up keys; load average ${r.load_average.before.join(" ")}` +
        `${r.load_average.after ? ` -> ${r.load_average.after.join(" ")}` : ""})\n`,
    );
    lines.push("| mix | in-process p50 | p95 | p99 | engine p95 | HTTP p50 | p95 | p99 | zero results | median total |");
    lines.push("|---|---|---|---|---|---|---|---|---|---|");
    for (const mix of mixes) {
      const a = r.inprocess?.[mix.name];
      const h = r.http?.[mix.name];
      const cell = (v: number | undefined) => (v === undefined ? "-" : `${v} ms`);
      const any = a ?? h;
      lines.push(
        `| ${mix.name} | ${cell(a?.p50_ms)} | ${cell(a?.p95_ms)} | ${cell(a?.p99_ms)} | ${cell(a?.engine_p95_ms)} | ${cell(h?.p50_ms)} | ${cell(h?.p95_ms)} | ${cell(h?.p99_ms)} | ` +
          `${any ? `${any.zero_results}/${any.requests}` : "-"} | ${any?.median_total ?? "-"} |`,
      );
    }
  }
  return lines.join("\n");
}

const reports: SizeReport[] = [];
let mixes: Mix[] = [];
const explainWanted = process.env.BENCH_EXPLAIN === "1";
for (const size of SIZES) {
  const url = benchDatabaseUrl(size);
  const report: SizeReport = {
    vendors: size,
    database: url.replace(/\/\/[^@]*@/, "//"),
    seed_ms: null,
    index_ms: null,
    index: { vendor_documents: 0, service_documents: 0, vocabulary_terms: 0, term_keys: 0 },
    load_average: { before: [] },
  };
  const prepared = await prepareBenchDatabase(size, url);
  Object.assign(report, { seed_ms: prepared.seed_ms, index_ms: prepared.index_ms, index: prepared.index });
  mixes = queryMixes(prepared.refs);
  report.load_average.before = loadavg();
  if (MODES.includes("inprocess")) {
    log(`${size} vendors: in-process`);
    const { stats: measured, slowest } = await runInProcess(mixes);
    report.inprocess = measured;
    if (explainWanted) for (const mix of mixes) await explain(`${size} vendors, ${mix.name} (slowest)`, slowest[mix.name]);
  }
  if (MODES.includes("points")) {
    log(`${size} vendors: availability and distance (in-process, alternating rounds)`);
    const date = await prepareBusyDay(url);
    report.points = await runPoints(pointVariants(mixes, prepared.refs, date), date, (await vendorsBusyOn(date)).length);
  }
  await closeDb();
  if (MODES.includes("http")) {
    log(`${size} vendors: HTTP (npm start on port ${BENCH_PORT})`);
    // Reference data only (SEED_DEMO=false); the default rate-limit store of a PostgreSQL deployment.
    const stop = await startServer({ DATABASE_URL: url, SEED_DEMO: "false" });
    try {
      report.http = await runHttp(mixes);
    } finally {
      await stop();
    }
  }
  report.load_average.after = loadavg();
  reports.push(report);
}

const machine = { cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
console.log(
  JSON.stringify(
    {
      benchmark: "search",
      provider: "memory-index",
      machine,
      mixes: mixes.map((m) => ({ name: m.name, what: m.what, requests: m.requests.length })),
      sizes: reports,
    },
    null,
    2,
  ),
);
console.log(markdown(reports, mixes));
for (const r of reports) if (r.points) console.log(`\n${pointsMarkdown(r.vendors, r.points)}`);
