// Load benchmark (`npm run bench`, or alone with BENCH_ONLY=load): many
// clients at once, where bench/run.ts and bench/search.ts send one request at
// a time. For each database in BENCH_LOAD_DATABASES (default
// `embedded,10000,100000`; `embedded`: the built-in PGlite with the demo
// data; `postgresql`: BENCH_LOAD_DATABASE_URL with the demo data; `10000`,
// `100000`: the search benchmark's PostgreSQL databases of that many
// vendors, bench/search-db.ts) it starts the built app and drives,
// with autocannon at each of BENCH_CONNECTIONS (1,10,50) for BENCH_SECONDS
// (10) per leg, BENCH_ROUNDS (1) legs per point:
//   categories   GET /categories
//   me           GET /me, authenticated (BENCH_USERS users registered first)
//   search       the query mix of bench/search-queries.ts, every request distinct
//                (pages and page sizes vary by round, inside the 500-result cap)
//   search_zipf  the same mix drawn with a Zipf distribution (repeats, as real traffic)
//   burst        /categories at 10 connections while 50 distinct searches run
//                (does a search burst stall everything else?)
// and prints req/s, p50, p95, p99, errors, the ratio of req/s to
// /categories at the same connections (the machine is shared: ratios compare
// across runs) and, for every endpoint but the burst, the framework's floor
// driven right after each leg (bench/load-floor.ts): req/s and p99 against a route
// handler of the same app that only answers the same bytes. Each database is
// served by each of BENCH_PROCESSES (`1,all`: one process, then the cluster
// of one per core). The server trusts one proxy (TRUST_PROXY=1) and each request
// names its own client address in X-Forwarded-For, as a load balancer would,
// so per-IP limits count per simulated client.
// BENCH_CPU_PROF=<dir> writes a CPU profile of each server under load there
// (bench/cpu-profile.mjs) and prints its top frames (bench/profile-summary.ts).
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { closeDb } from "../server/core/db/client";
import { MAX_SEARCH_DEPTH } from "../server/search/filters";
import { summarizeProfile } from "./profile-summary";
import type { Refs } from "./search-data";
import { benchDatabaseUrl, prepareBenchDatabase } from "./search-db";
import { queryMixes } from "./search-queries";
import { rng, zipf } from "./random";
import { FLOOR_DIR, recordFloorBodies } from "./load-floor";
import { BENCH_BASE, startServer } from "./server";
import { ensureDatabase } from "./launch-http";

const DATABASES = (process.env.BENCH_LOAD_DATABASES ?? "embedded,10000,100000").split(",").map((d) => d.trim());
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "1,10,50").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Legs per point: the endpoint and its floor alternate this many times.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const PROCESSES = (process.env.BENCH_PROCESSES ?? "1,all").split(",").map((p) => p.trim());
// Enough that no user spends the 240/min budget at 50 connections (about 600 req/s for 30 s).
const USERS = Number(process.env.BENCH_USERS ?? 600);
const ENDPOINTS = (process.env.BENCH_ENDPOINTS ?? "categories,me,search,search_zipf,burst").split(",").map((e) => e.trim());
const PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

const log = (message: string) => console.error(`[bench:load] ${message}`);
const loadavg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const round = (n: number) => Math.round(n * 10) / 10;

type Measured = {
  endpoint: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  load_average: number[];
};
type Floor = { rps: number; p99_ms: number; errors: number; floor_ratio: number; p99_vs_floor: number };
type Point = Measured & { ratio: number | null; floor?: Floor };

// ------------------------------------------------------------ traffic

/** A client address per request (10.x.y.z), so no simulated client comes near its per-IP limit. */
let clientCounter = 0;
const nextClient = () => {
  const n = clientCounter++ % 16_777_216;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * The mix's distinct queries, in a fixed shuffled order (mixes interleaved);
 * requests that differ only in page or page size count once (the distinct
 * mode sets both).
 */
function searchBase(refs: Refs): URLSearchParams[] {
  const all = queryMixes(refs).flatMap((m) => m.requests);
  const withoutPaging = (r: URLSearchParams) => {
    const key = new URLSearchParams(r);
    key.delete("page");
    key.delete("per_page");
    return key.toString();
  };
  const distinct = [...new Map(all.map((r) => [withoutPaging(r), r])).values()];
  const random = rng(19);
  for (let i = distinct.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [distinct[i], distinct[j]] = [distinct[j], distinct[i]];
  }
  return distinct;
}

/** (page, per_page) pairs whose offset is inside the 500-result cap (MAX_SEARCH_DEPTH), page by page. */
const PAGES: Array<[number, number]> = [];
for (let page = 1; (page - 1) * 10 < MAX_SEARCH_DEPTH; page++) {
  for (let perPage = 10; perPage <= 50 && (page - 1) * perPage < MAX_SEARCH_DEPTH; perPage++) PAGES.push([page, perPage]);
}

/**
 * Path of the i-th search. `distinct`: round r through the list gives each
 * base query the r-th (page, per_page) pair from its own page on (page 1 and
 * per_page 10..50 first, then deeper pages), so no two requests of a run are
 * the same and none goes past the depth cap; `zipf`: base queries drawn by
 * rank, as they come.
 */
function searchPaths(base: URLSearchParams[], mode: "distinct" | "zipf"): () => string {
  let i = 0;
  const draw = zipf(base.length, rng(7));
  return () => {
    const params = new URLSearchParams(mode === "zipf" ? base[draw()] : base[i % base.length]);
    if (mode === "distinct") {
      const round = Math.floor(i / base.length);
      const start = PAGES.findIndex(([page]) => page === Number(params.get("page") ?? 1));
      const [page, perPage] = PAGES[(start + round) % PAGES.length];
      params.set("page", String(page));
      params.set("per_page", String(perPage));
    }
    i++;
    return `/api/v1/search/vendors?${params}`;
  };
}

type Target = { path: () => string; headers: () => Record<string, string> };

/** One autocannon run: every response time, and the totals. */
type Leg = { times: number[]; requests: number; errors: number; non2xx: number; timeouts: number };

async function drive(target: Target, connections: number): Promise<Leg> {
  const times: number[] = [];
  const instance = autocannon({
    url: BENCH_BASE,
    connections,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: "GET",
        setupRequest: (req) => ({ ...req, path: target.path(), headers: { ...target.headers(), "accept-language": "ar", "accept-encoding": "gzip, br" } }),
      },
    ],
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  return { times, requests: result.requests.total, errors: result.errors + result.non2xx, non2xx: result.non2xx, timeouts: result.timeouts };
}

/** A point from its legs: req/s over all of them, percentiles over every response. */
function measured(name: string, connections: number, legs: Leg[]): Measured {
  const times = legs.flatMap((l) => l.times).sort((a, b) => a - b);
  const at = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.max(0, Math.ceil((p / 100) * times.length) - 1))] : 0);
  const sum = (field: "requests" | "errors" | "non2xx" | "timeouts") => legs.reduce((n, l) => n + l[field], 0);
  const seconds = SECONDS * legs.length;
  const point = {
    endpoint: name,
    connections,
    seconds,
    requests: sum("requests"),
    rps: round(sum("requests") / seconds),
    p50_ms: round(at(50)),
    p95_ms: round(at(95)),
    p99_ms: round(at(99)),
    errors: sum("errors"),
    non2xx: sum("non2xx"),
    timeouts: sum("timeouts"),
    load_average: loadavg(),
  };
  log(`  ${name} x${connections}: ${point.rps} req/s, p50 ${point.p50_ms} ms, p95 ${point.p95_ms} ms, p99 ${point.p99_ms} ms, errors ${point.errors}`);
  return point;
}

// ------------------------------------------------------------ set-up over HTTP

async function api<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BENCH_BASE}/api/v1${pathname}`, {
    ...init,
    headers: { "content-type": "application/json", "x-forwarded-for": nextClient(), ...init.headers },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** Ids the query mix needs, from the public reference endpoints (works on any database). */
async function refsOverHttp(): Promise<Refs> {
  const governorates =
    await api<Array<{ id: string; slug: string; city_id: string; areas: Array<{ id: string; slug: string; name_ar: string; name_en: string }> }>>("/areas");
  return {
    categories: [],
    governorates: governorates.map((g) => ({ id: g.id, slug: g.slug, cityId: g.city_id })),
    areas: governorates.flatMap((g) => g.areas.map((a) => ({ id: a.id, slug: a.slug, governorateId: g.id, nameAr: a.name_ar, nameEn: a.name_en }))),
    plans: new Map(),
    roles: new Map(),
  };
}

/**
 * Registers `count` customers and returns their access tokens: each signs up,
 * opens the verification link the development outbox holds (the demo's
 * stand-in for email) and is signed in by it, as a mobile app would be.
 */
async function registerUsers(count: number): Promise<string[]> {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const outboxKey = readFileSync(path.join(process.env.DATA_DIR ?? ".data", "dev-outbox-key"), "utf8").trim();
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-${run}-${i}@example.com`;
    const body = { name: "Bench User", email, password: `Load-${run}-${i}-correct-horse`, terms_accepted: true };
    await api("/auth/register", { method: "POST", body: JSON.stringify(body) });
    const mail = await api<Array<{ body: string }>>(`/dev/outbox?to=${encodeURIComponent(email)}&channel=email`, { headers: { "x-outbox-key": outboxKey } });
    const link = mail.map((m) => m.body.match(/verify-email\?token=([\w-]+)/)?.[1]).find(Boolean);
    if (!link) throw new Error(`no verification link for ${email}`);
    const verified = await api<{ token: { access_token: string } }>("/auth/email/verify", {
      method: "POST",
      body: JSON.stringify({ token: link, device: { platform: "ios", name: "bench" } }),
    });
    tokens.push(verified.token.access_token);
  }
  return tokens;
}

// ------------------------------------------------------------ one database

type DatabaseReport = {
  database: string;
  processes: string;
  vendors: string;
  load_average_before: number[];
  points: Point[];
  profile?: ReturnType<typeof summarizeProfile>;
};

async function serverEnv(database: string, processes: string): Promise<{ env: Record<string, string | undefined>; refs?: Refs; vendors: string }> {
  const common = {
    TRUST_PROXY: "1",
    WEB_CONCURRENCY: processes === "all" ? undefined : processes,
    BENCH_FLOOR_DIR: FLOOR_DIR,
    NODE_OPTIONS: PROFILE_DIR ? `--import=${path.resolve(import.meta.dirname, "cpu-profile.mjs")}` : undefined,
    BENCH_CPU_PROF: PROFILE_DIR,
  };
  if (database === "embedded") return { env: { ...common, DATABASE_URL: undefined }, vendors: "demo" };
  if (database === "postgresql") {
    const url = process.env.BENCH_LOAD_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_load_demo";
    return { env: { ...common, DATABASE_URL: url }, vendors: "demo" };
  }
  const size = Number(database);
  if (!Number.isInteger(size) || size <= 0) throw new Error(`BENCH_LOAD_DATABASES: "${database}" is not embedded, postgresql or a vendor count`);
  const url = benchDatabaseUrl(size);
  const prepared = await prepareBenchDatabase(size, url);
  await closeDb();
  return { env: { ...common, DATABASE_URL: url, SEED_DEMO: "false" }, refs: prepared.refs, vendors: String(size) };
}

async function benchDatabase(database: string, processes: string): Promise<DatabaseReport> {
  const { env, refs: seededRefs, vendors } = await serverEnv(database, processes);
  const profilesBefore = profiles();
  if (database === "postgresql") await ensureDatabase(env.DATABASE_URL!);
  log(`${database}: starting the server (${processes} process${processes === "1" ? "" : "es"})`);
  const stop = await startServer(env);
  const report: DatabaseReport = { database, processes, vendors, load_average_before: loadavg(), points: [] };
  try {
    const refs = seededRefs ?? (await refsOverHttp());
    const base = searchBase(refs);
    const tokens = ENDPOINTS.includes("me") ? await registerUsers(USERS) : [];
    log(`${database}: ${tokens.length} users, ${base.length} distinct searches`);
    // Disjoint users per point: a user's 240/min budget spent at one point does not carry into the next.
    let userCursor = 0;
    const targets: Record<string, (connections: number) => Target> = {
      categories: () => ({ path: () => "/api/v1/categories", headers: () => ({ "x-forwarded-for": nextClient() }) }),
      me: () => {
        const share = tokens.slice(userCursor, (userCursor += Math.floor(tokens.length / CONNECTIONS.length)));
        let i = 0;
        return { path: () => "/api/v1/me", headers: () => ({ authorization: `Bearer ${share[i++ % share.length]}`, "x-forwarded-for": nextClient() }) };
      },
      search: () => ({ path: searchPaths(base, "distinct"), headers: () => ({ "x-forwarded-for": nextClient() }) }),
      search_zipf: () => ({ path: searchPaths(base, "zipf"), headers: () => ({ "x-forwarded-for": nextClient() }) }),
    };
    // Warm-up: every distinct search once, briefly each endpoint; the floor's bodies are recorded from the warm endpoints.
    for (const name of ENDPOINTS) if (targets[name]) await driveWarm(targets[name](1), name === "search" ? base.length : 50);
    // The floor's answers: one per endpoint, one per distinct query for the searches (both mixes draw from them).
    const floorBodyOf: Record<string, (pathname: string) => string> = {};
    if (ENDPOINTS.includes("categories"))
      floorBodyOf.categories = await recordFloorBodies("categories", ["/api/v1/categories"], () => ({ "x-forwarded-for": nextClient() }));
    // Any user's answer: each user's has the same shape and size (the warm-up may have taken every user's share).
    if (ENDPOINTS.includes("me"))
      floorBodyOf.me = await recordFloorBodies("me", ["/api/v1/me"], () => ({ authorization: `Bearer ${tokens[0]}`, "x-forwarded-for": nextClient() }));
    if (ENDPOINTS.some((n) => n === "search" || n === "search_zipf")) {
      const first = searchPaths(base, "distinct");
      floorBodyOf.search = floorBodyOf.search_zipf = await recordFloorBodies(
        "search",
        base.map(() => first()),
        () => ({ "x-forwarded-for": nextClient() }),
      );
    }
    // The same draw as the endpoint's (a search mix's sequence), answered by the floor.
    const floorTarget = (name: string): Target => {
      const drawn = name === "search" || name === "search_zipf" ? searchPaths(base, name === "search" ? "distinct" : "zipf") : () => `/api/v1/${name}`;
      return { path: () => floorBodyOf[name](drawn()), headers: () => ({ "x-forwarded-for": nextClient() }) };
    };
    for (const name of Object.keys(floorBodyOf)) await driveWarm(floorTarget(name), 50);
    userCursor = 0;
    for (const name of ENDPOINTS) {
      if (name === "burst") {
        const [categories, search] = await Promise.all([drive(targets.categories(10), 10), drive(targets.search(50), 50)]);
        report.points.push(
          { ...measured("categories_during_search", 10, [categories]), ratio: null },
          { ...measured("search_with_categories", 50, [search]), ratio: null },
        );
        continue;
      }
      for (const connections of CONNECTIONS) {
        // The endpoint and its floor take turns (BENCH_ROUNDS legs each), so a slow spell of the machine falls on both.
        const [endpoint, floorDraw] = [targets[name](connections), floorTarget(name)];
        const legs: Leg[] = [];
        const floorLegs: Leg[] = [];
        for (let r = 0; r < ROUNDS; r++) {
          legs.push(await drive(endpoint, connections));
          floorLegs.push(await drive(floorDraw, connections));
        }
        const point = measured(name, connections, legs);
        const floor = measured(`${name}_floor`, connections, floorLegs);
        report.points.push({ ...point, ratio: null, floor: floorOf(point, floor) });
      }
    }
    for (const p of report.points) {
      const categories = report.points.find((c) => c.endpoint === "categories" && c.connections === p.connections);
      p.ratio = categories && categories.rps > 0 ? Math.round((p.rps / categories.rps) * 100) / 100 : null;
    }
  } finally {
    await stop();
  }
  if (PROFILE_DIR) {
    // The server writes its profile as it exits, which may be after `stop` returns;
    // a clustered one writes one per process: a worker's serves as the sample.
    for (let i = 0; i < 120 && !report.profile; i++) {
      const written = profiles().find((f) => !profilesBefore.includes(f) && !f.includes("-primary-"));
      if (written) report.profile = summarizeProfile(path.join(PROFILE_DIR, written));
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  return report;
}

function floorOf(point: Measured, floor: Measured): Floor {
  const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);
  return {
    rps: floor.rps,
    p99_ms: floor.p99_ms,
    errors: floor.errors,
    floor_ratio: ratio(point.rps, floor.rps),
    p99_vs_floor: ratio(point.p99_ms, floor.p99_ms),
  };
}

function profiles(): string[] {
  return PROFILE_DIR ? readdirSync(PROFILE_DIR).filter((f) => f.endsWith(".cpuprofile")) : [];
}

/** Sequential requests, untimed (first compilation of each route, the engine's copy). */
async function driveWarm(target: Target, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await (await fetch(`${BENCH_BASE}${target.path()}`, { headers: target.headers() })).arrayBuffer();
}

// ------------------------------------------------------------ report

function markdown(reports: DatabaseReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    lines.push(
      `\n#### ${r.database}, ${r.processes === "1" ? "one process" : r.processes === "all" ? "the cluster (one process per core)" : `${r.processes} processes`} (${r.vendors} vendors; ${SECONDS} s per point; load average before ${r.load_average_before.join(" ")})\n`,
    );
    lines.push(
      "| endpoint | connections | req/s | p50 | p95 | p99 | errors | req/s ÷ /categories | floor req/s | floor p99 | ÷ floor | p99 ÷ floor's | load average after |",
    );
    lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (const p of r.points) {
      const f = p.floor;
      const floor = f ? `${f.rps}${f.errors ? ` (${f.errors} errors)` : ""} | ${f.p99_ms} ms | **${f.floor_ratio}** | ${f.p99_vs_floor}` : "- | - | - | -";
      lines.push(
        `| ${p.endpoint} | ${p.connections} | ${p.rps} | ${p.p50_ms} ms | ${p.p95_ms} ms | ${p.p99_ms} ms | ${p.errors}${p.timeouts ? ` (${p.timeouts} timeouts)` : ""} | ${p.ratio ?? "-"} | ${floor} | ${p.load_average.join(" ")} |`,
      );
    }
    if (r.profile) {
      const requests = r.points.reduce((sum, p) => sum + p.requests, 0);
      lines.push(
        `\nCPU profile (${r.profile.file}: ${r.profile.sampled_ms} ms on the CPU, start-up and set-up included; ${Math.round((r.profile.sampled_ms / requests) * 10) / 10} ms per timed request): self time by frame\n`,
      );
      lines.push("| self % | frame |", "|---|---|", ...r.profile.frames.map((f) => `| ${f.percent} | ${f.frame} |`));
      lines.push(`\nby package: ${r.profile.packages.map((p) => `${p.name} ${p.percent}%`).join(", ")}`);
    }
  }
  return lines.join("\n");
}

if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
const reports: DatabaseReport[] = [];
for (const database of DATABASES) for (const processes of PROCESSES) reports.push(await benchDatabase(database, processes));
const machine = { cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
console.log(JSON.stringify({ benchmark: "load", machine, seconds: SECONDS, connections: CONNECTIONS, processes: PROCESSES, databases: reports }, null, 2));
console.log(markdown(reports));
