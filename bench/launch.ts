// Launch-day benchmark (`npm run bench`, or alone with BENCH_ONLY=launch;
// docs/launch-day.md): bounded load, soak and fault legs of a
// launch day's mixed traffic (bench/launch-traffic.ts), each request with a
// client timeout (BENCH_LAUNCH_TIMEOUT_MS, 20 s) and its time recorded.
//   load   for each of BENCH_LAUNCH_DATABASES (`embedded,postgresql`: the
//          built-in PGlite under DATA_DIR; BENCH_LAUNCH_DATABASE_URL, default
//          postgresql://postgres@127.0.0.1:5432/bench_launch, created when
//          missing, migrated and seeded by `npm start`), `npm start` on
//          BENCH_PORT with WEB_CONCURRENCY processes (BENCH_LAUNCH_PROCESSES;
//          unset: one per core), set-up over HTTP (bench/launch-setup.ts),
//          BENCH_LAUNCH_BOOKINGS (30) customers with a booking, a warm-up
//          (BENCH_LAUNCH_WARMUP_SECONDS, 15), then a leg at each of
//          BENCH_LAUNCH_CLIENTS (50,200,500) for BENCH_LAUNCH_SECONDS (30);
//   soak   BENCH_SOAK_CLIENTS (50) for BENCH_SOAK_SECONDS (600) on the embedded
//          default, its own server start and BENCH_SOAK_BOOKINGS (120) bookings,
//          RSS sampled every BENCH_SOAK_SAMPLE_SECONDS (30);
//   fault  two instances (BENCH_FAULT_PORTS, BENCH_PORT+91 and +92) on a fresh
//          database of BENCH_LAUNCH_DATABASE_URL's server and REDIS_URL, one
//          killed midway: BENCH_FAULT_CLIENTS (50) for BENCH_FAULT_SECONDS (60),
//          BENCH_FAULT_WRITES (300) top-ups among them (bench/launch-fault.ts).
// BENCH_LAUNCH_LEGS (`load,soak,fault`) picks legs. Prints JSON, then markdown tables.
import os from "node:os";
import path from "node:path";
import { log, nextAddress, startApp, ensureDatabase, groupRssMb, type Server } from "./launch-http";
import { keepTokensFresh, preparePools, type Pools } from "./launch-setup";
import { PAYMENT_ATTEMPTS_PER_BOOKING, Recorder, drive, sampleRss, type Figures, type PaymentBudget, type RssSample } from "./launch-traffic";
import { runFault, type FaultReport } from "./launch-fault";
import { BENCH_PORT } from "./server";

const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const DATABASES = list(process.env.BENCH_LAUNCH_DATABASES, "embedded,postgresql");
const CLIENTS = list(process.env.BENCH_LAUNCH_CLIENTS, "50,200,500").map(Number);
const SECONDS = Number(process.env.BENCH_LAUNCH_SECONDS ?? 30);
const PROCESSES = process.env.BENCH_LAUNCH_PROCESSES || undefined;
const LEGS = list(process.env.BENCH_LAUNCH_LEGS, "load,soak,fault");
// Customers with a booking each; their deposits get 5 attempts an hour (the payment draws' budget).
const BOOKINGS = Number(process.env.BENCH_LAUNCH_BOOKINGS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_LAUNCH_WARMUP_SECONDS ?? 15);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const SOAK_CLIENTS = Number(process.env.BENCH_SOAK_CLIENTS ?? 50);
// The soak's own server and customers: enough deposits' attempts for 10 minutes of payment draws.
const SOAK_BOOKINGS = Number(process.env.BENCH_SOAK_BOOKINGS ?? 120);
const SOAK_SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 30);
const PG_URL = process.env.BENCH_LAUNCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/bench_launch";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const FAULT_PORTS = list(process.env.BENCH_FAULT_PORTS, `${BENCH_PORT + 91},${BENCH_PORT + 92}`).map(Number) as [number, number];
const FAULT_CLIENTS = Number(process.env.BENCH_FAULT_CLIENTS ?? 50);
const FAULT_SECONDS = Number(process.env.BENCH_FAULT_SECONDS ?? 60);
const FAULT_WRITES = Number(process.env.BENCH_FAULT_WRITES ?? 300);
const DATA_DIR = path.resolve(process.env.DATA_DIR ?? ".data");
const processesLabel = PROCESSES ?? `one per core (${os.availableParallelism()})`;

const loadavg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

type Leg = Figures & {
  clients: number;
  seconds: number;
  by_kind: Record<string, Figures>;
  not_ok: Record<string, number>;
  payment_flows: number;
  payments_skipped: number;
  rss_start_mb: number;
  rss_end_mb: number;
  rss_peak_mb: number;
  rss_samples?: RssSample[];
  load_average_after: number[];
};
type DatabaseReport = { database: string; processes: string; load_average_before: number[]; legs: Leg[] };

async function serve(database: string): Promise<Server> {
  const url = database === "postgresql" ? PG_URL : undefined;
  if (database !== "embedded" && database !== "postgresql") throw new Error(`BENCH_LAUNCH_DATABASES: "${database}" is neither embedded nor postgresql`);
  if (url) await ensureDatabase(url);
  log(`${database}: npm start on ${BENCH_PORT} (${processesLabel} processes)`);
  return startApp(BENCH_PORT, { TRUST_PROXY: "1", DATABASE_URL: url, DATA_DIR, WEB_CONCURRENCY: PROCESSES });
}

/** Set-up, then the warm-up (the first compile of each route, the caches filled): untimed. */
async function prepared(server: Server, bookings: number): Promise<Pools> {
  const pools = await preparePools(server.target, DATA_DIR, bookings);
  log(`warm-up: ${WARMUP_SECONDS} s at 20 clients`);
  await drive(
    { pools, route: { pick: () => server.target }, recorder: new Recorder(), budget: { left: 0, flows: 0, skipped: 0 } },
    20,
    Date.now() + WARMUP_SECONDS * 1000,
    99,
  );
  return pools;
}

/** One timed leg of `clients` for `seconds`, with the group's RSS before, after and every `sampleSeconds`. */
async function leg(server: Server, pools: Pools, clients: number, seconds: number, budget: PaymentBudget, sampleSeconds: number, seed: number): Promise<Leg> {
  const recorder = new Recorder();
  const rss = sampleRss(() => groupRssMb(server.pgid), sampleSeconds);
  const started = Date.now();
  await drive({ pools, route: { pick: () => server.target }, recorder, budget }, clients, started + seconds * 1000, seed);
  const elapsed = (Date.now() - started) / 1000;
  rss.stop();
  rss.samples.push({ at_s: Math.round(elapsed), mb: groupRssMb(server.pgid) });
  const figures = recorder.figures(elapsed);
  const result: Leg = {
    clients,
    seconds: Math.round(elapsed),
    ...figures,
    payment_flows: budget.flows,
    payments_skipped: budget.skipped,
    rss_start_mb: rss.samples[0].mb,
    rss_end_mb: rss.samples.at(-1)!.mb,
    rss_peak_mb: Math.max(...rss.samples.map((s) => s.mb)),
    load_average_after: loadavg(),
  };
  log(
    `  ${clients} clients: ${result.requests} requests (${result.rps}/s), ${result.answered_2s_pct}% answered within 2 s, 503 ${result.refused_503}, 429 ${result.refused_429}, ` +
      `other 5xx ${result.other_5xx}, timeouts ${result.timeouts}, socket errors ${result.socket_errors}, p50/p95/p99 ${result.p50_ms}/${result.p95_ms}/${result.p99_ms} ms, RSS ${result.rss_start_mb} -> ${result.rss_end_mb} MB`,
  );
  return Object.assign(result, { rss_samples: rss.samples });
}

async function loadLegs(database: string): Promise<DatabaseReport> {
  const server = await serve(database);
  try {
    const pools = await prepared(server, BOOKINGS);
    const stopRenewing = keepTokensFresh(server.target, pools.customers);
    const report: DatabaseReport = { database, processes: processesLabel, load_average_before: loadavg(), legs: [] };
    let attemptsLeft = pools.customers.length * PAYMENT_ATTEMPTS_PER_BOOKING;
    try {
      for (const [i, clients] of CLIENTS.entries()) {
        // Each leg gets its share of the deposits' attempts left.
        const budget = { left: Math.floor(attemptsLeft / (CLIENTS.length - i)), flows: 0, skipped: 0 };
        attemptsLeft -= budget.left;
        const result = await leg(server, pools, clients, SECONDS, budget, 5, i + 1);
        attemptsLeft += budget.left;
        delete result.rss_samples;
        report.legs.push(result);
      }
    } finally {
      stopRenewing();
    }
    return report;
  } finally {
    await server.stop();
  }
}

type SoakReport = Leg & { database: string; processes: string; rss_growth_pct: number };

async function soak(): Promise<SoakReport> {
  const server = await serve("embedded");
  try {
    const pools = await prepared(server, SOAK_BOOKINGS);
    const stopRenewing = keepTokensFresh(server.target, pools.customers);
    try {
      log(`soak: ${SOAK_CLIENTS} clients for ${SOAK_SECONDS} s`);
      const budget = { left: pools.customers.length * PAYMENT_ATTEMPTS_PER_BOOKING, flows: 0, skipped: 0 };
      const result = await leg(server, pools, SOAK_CLIENTS, SOAK_SECONDS, budget, SOAK_SAMPLE_SECONDS, 42);
      const growth = result.rss_start_mb > 0 ? Math.round(((result.rss_end_mb - result.rss_start_mb) / result.rss_start_mb) * 1000) / 10 : 0;
      log(`soak: RSS ${result.rss_start_mb} -> ${result.rss_end_mb} MB (${growth}%): ${result.rss_samples!.map((s) => s.mb).join(" ")}`);
      return { database: "embedded", processes: processesLabel, ...result, rss_growth_pct: growth };
    } finally {
      stopRenewing();
    }
  } finally {
    await server.stop();
  }
}

// ------------------------------------------------------------ report

const ms = (n: number) => `${n} ms`;

function legRow(label: string, l: Leg): string {
  return `| ${label} | ${l.clients} | ${l.seconds} s | ${l.requests} | ${l.rps} | **${l.answered_2s_pct}%** | ${l.refused_503} | ${l.refused_429} | **${l.other_5xx}** | ${l.timeouts} / ${l.socket_errors} | ${ms(l.p50_ms)} | ${ms(l.p95_ms)} | ${ms(l.p99_ms)} | ${l.rss_start_mb} → ${l.rss_end_mb} MB | ${l.payment_flows} | ${l.load_average_after.join(" ")} |`;
}

function kindTable(l: Leg): string[] {
  const rows = Object.entries(l.by_kind).map(
    ([kind, f]) =>
      `| ${kind} | ${f.requests} | ${f.answered_2s_pct}% | ${f.ok} | ${f.client_errors} | ${f.refused_503} | ${f.refused_429} | ${f.other_5xx} | ${f.timeouts} / ${f.socket_errors} | ${ms(f.p50_ms)} | ${ms(f.p95_ms)} | ${ms(f.p99_ms)} |`,
  );
  return [
    "| kind | requests | answered ≤ 2 s | 2xx/3xx | 4xx | 503 | 429 | other 5xx | timeouts / socket | p50 | p95 | p99 |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ];
}

const LEG_HEADER = [
  "| database | clients | time | requests | req/s | answered ≤ 2 s | 503 (deliberate) | 429 | other 5xx | timeouts / socket errors | p50 | p95 | p99 | server RSS start → end | payment flows | load average after |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
];

function markdown(databases: DatabaseReport[], soakReport?: SoakReport, fault?: FaultReport): string {
  const lines: string[] = [];
  if (databases.length) {
    lines.push(`\n#### Load legs (${processesLabel} server processes; admitted = every answer but a deliberate 503)\n`, ...LEG_HEADER);
    for (const d of databases) for (const l of d.legs) lines.push(legRow(d.database, l));
    for (const d of databases) for (const l of d.legs) lines.push(`\n${d.database}, ${l.clients} clients, by kind:\n`, ...kindTable(l));
  }
  if (soakReport) {
    lines.push(
      `\n#### Soak (embedded, ${soakReport.clients} clients, ${soakReport.seconds} s): RSS growth **${soakReport.rss_growth_pct}%**\n`,
      ...LEG_HEADER,
      legRow("embedded", soakReport),
    );
    lines.push(
      `\nRSS every ${SOAK_SAMPLE_SECONDS} s (MB): ${soakReport.rss_samples!.map((s) => `${s.at_s} s ${s.mb}`).join(", ")}\n`,
      ...kindTable(soakReport),
    );
  }
  if (fault) {
    const w = fault.writes;
    lines.push(
      `\n#### Fault (two instances on ${fault.database}, ${fault.clients} clients, ${fault.seconds} s; ${fault.killed.instance} killed with SIGKILL at ${fault.killed.at_s} s with ${fault.killed.writes_in_flight} write(s) in flight): **${fault.passed ? "passed" : `failed: ${fault.problems.join("; ")}`}**\n`,
      "| requests started / ended | answered ≤ 2 s | other 5xx | timeouts / socket errors | max | writes sent | answered first try (by the killed instance) | retried | answered after retry (replayed) | still in progress | failed | found | lost | doubled | rows without an answer |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
      `| ${fault.requests_started} / ${fault.requests_ended} | ${fault.traffic.answered_2s_pct}% | ${fault.traffic.other_5xx} | ${fault.traffic.timeouts} / ${fault.traffic.socket_errors} | ${ms(fault.traffic.max_ms)} | ${w.sent} | ${w.answered_first_try} (${w.answered_by_killed_instance}) | ${w.retried} | ${w.answered_after_retry} (${w.replayed}) | ${w.in_progress_after_retries} | ${w.failed} | ${w.found} | **${w.lost}** | **${w.doubled}** | ${w.rows_without_answer} |`,
    );
    if (w.in_progress_after_retries) {
      lines.push(
        `\n${w.in_progress_after_retries} write(s) in flight to the killed instance still answered 409 IDEMPOTENCY_REQUEST_IN_PROGRESS at their last retry: ` +
          "their Idempotency-Key row was taken by the process that died and is never completed (server/core/idempotency.ts keeps it until it expires), so the same key can neither finish nor replay the write.",
      );
    }
  }
  return lines.join("\n");
}

const databases: DatabaseReport[] = [];
let soakReport: SoakReport | undefined;
let fault: FaultReport | undefined;
nextAddress(); // 10.0.0.0 is never a client
if (LEGS.includes("load")) for (const database of DATABASES) databases.push(await loadLegs(database));
if (LEGS.includes("soak")) soakReport = await soak();
if (LEGS.includes("fault")) {
  fault = await runFault({
    serverUrl: PG_URL,
    redisUrl: REDIS_URL,
    ports: FAULT_PORTS,
    clients: FAULT_CLIENTS,
    seconds: FAULT_SECONDS,
    writes: FAULT_WRITES,
    dataDir: `${DATA_DIR}-launch-fault`,
  });
  if (!fault.passed) process.exitCode = 1;
}
const machine = { cpus: os.cpus().length, cpu_model: os.cpus()[0]?.model, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
const settings = {
  clients: CLIENTS,
  seconds: SECONDS,
  processes: processesLabel,
  bookings: BOOKINGS,
  soak_bookings: SOAK_BOOKINGS,
  soak_clients: SOAK_CLIENTS,
  soak_seconds: SOAK_SECONDS,
  fault_clients: FAULT_CLIENTS,
  fault_seconds: FAULT_SECONDS,
  fault_writes: FAULT_WRITES,
  max_in_flight: process.env.MAX_IN_FLIGHT ?? "server default",
};
console.log(JSON.stringify({ benchmark: "launch", machine, settings, databases, soak: soakReport, fault }, null, 2));
console.log(markdown(databases, soakReport, fault));
