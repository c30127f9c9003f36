// The launch benchmark's fault leg (bench/launch.ts): two separate instances
// (scripts/serve.mjs, one process each, as scripts/two-instances.mjs starts
// them) on one fresh PostgreSQL database and one Redis, the mixed traffic
// split across both by a balancer that stops sending to an instance once a
// connection to it fails, and wallet top-ups as the writes: POST
// /api/v1/wallet/top-ups with an Idempotency-Key, each write a customer's
// and an amount no other write has (1.000 + index/1000 KWD), so the row it
// leaves is known. Midway one instance is killed with SIGKILL (its whole
// process group), at a moment a write is in flight to it when there is one
// within 5 s. A write without an answer (or with a 5xx, or 409 while its key
// is still in progress) is sent again with the same key through the
// instance left, up to 6 times. Then the database is read directly: each
// write answered 2xx must have left exactly one top-up with one payment (the
// answered one), and no write two.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { randomUUID } from "node:crypto";
import {
  CLIENT_TIMEOUT_MS,
  ROOT,
  assertBuilt,
  createDatabase,
  dropDatabase,
  jsonOf,
  log,
  nextAddress,
  send,
  sleep,
  startInstance,
  type Sent,
  type Server,
  type Target,
} from "./launch-http";
import { inParallel, preparePools, registerCustomer, type Customer } from "./launch-setup";
import { Recorder, drive, type Figures, type Kind, type Route } from "./launch-traffic";

const require = createRequire(import.meta.url);
/** Top-ups a customer may start an hour (server/wallet/top-up.ts: 10), with room to spare. */
const WRITES_PER_CUSTOMER = 8;
const RETRIES = 6;
// The fault leg's mix: the launch mix without bookings (a fresh database has none), the top-ups besides.
const WEIGHTS: Array<[Kind, number]> = [
  ["search", 40],
  ["vendor", 20],
  ["vendor_page", 12],
  ["availability", 12],
  ["login", 10],
  ["login_wrong", 1],
];

export type FaultOptions = { serverUrl: string; redisUrl: string; ports: [number, number]; clients: number; seconds: number; writes: number; dataDir: string };

type Write = {
  index: number;
  customer: Customer;
  amount: string;
  key: string;
  /** Which instance took the first attempt, and how it ended. */
  first: { to: string; status?: number; error?: string };
  attempts: number;
  /** The 2xx answer's payment id, and whether it was a replay (Idempotency-Replayed). */
  paymentId?: string;
  replayed?: boolean;
  final: "answered" | "in_progress" | "failed";
};

export type FaultReport = {
  database: string;
  clients: number;
  seconds: number;
  killed: { instance: string; at_s: number; writes_in_flight: number };
  traffic: Figures & { by_kind: Record<string, Figures>; not_ok: Record<string, number> };
  requests_started: number;
  requests_ended: number;
  writes: {
    sent: number;
    answered_first_try: number;
    answered_by_killed_instance: number;
    retried: number;
    answered_after_retry: number;
    replayed: number;
    in_progress_after_retries: number;
    failed: number;
    found: number;
    lost: number;
    doubled: number;
    rows_without_answer: number;
  };
  /** Every request ended (an answer or an error) within the client timeout, and nothing answered was lost or doubled. */
  passed: boolean;
  problems: string[];
};

/** Migrates and seeds `url` as scripts/two-instances.mjs does (scripts/seed.ts without the drawn images). */
async function seed(url: string): Promise<void> {
  const child = spawn(process.execPath, [require.resolve("tsx/cli"), "scripts/seed.ts"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, SEED_DEMO_IMAGES: "false" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const status = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (status !== 0) throw new Error(`seeding failed:\n${stderr}`);
}

/** Round robin over the instances still up; one whose connection failed is left out from then on (a passive health check). */
function balancer(targets: Target[]): Route & { down: Set<string> } {
  const down = new Set<string>();
  let i = 0;
  return {
    down,
    pick: () => {
      const up = targets.filter((t) => !down.has(t.name));
      return (up.length ? up : targets)[i++ % (up.length || targets.length)];
    },
    answered: (to, sent) => {
      if (sent.error === "socket") down.add(to.name);
    },
  };
}

const needsRetry = (sent: Sent) =>
  sent.status === undefined || sent.status >= 500 || (sent.status === 409 && jsonOf(sent)?.error?.code === "IDEMPOTENCY_REQUEST_IN_PROGRESS");

export async function runFault(options: FaultOptions): Promise<FaultReport> {
  assertBuilt();
  const url = new URL(options.serverUrl);
  url.pathname = `/bench_launch_fault_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = url.toString();
  const database = url.pathname.slice(1);
  const env = {
    NODE_ENV: "production",
    DEMO_MODE: "1",
    HOSTNAME: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl,
    RATE_LIMIT_STORE: "redis",
    WEB_CONCURRENCY: "1",
    TRUST_PROXY: "1",
    DATA_DIR: options.dataDir,
  };
  const instances: Server[] = [];
  await createDatabase(databaseUrl);
  try {
    log(`fault: database ${database}: migrating and seeding`);
    await seed(databaseUrl);
    for (const port of options.ports) {
      log(`fault: starting the instance on ${port}`);
      instances.push(await startInstance(port, { ...env, APP_URL: `http://localhost:${port}` }));
    }
    const [victim, survivor] = instances;
    const writerCount = Math.max(1, Math.min(10, Math.floor(options.clients / 5)));
    const customerCount = Math.ceil(options.writes / WRITES_PER_CUSTOMER);
    const pools = await preparePools(survivor.target, options.dataDir, 0);
    const customers: Customer[] = [];
    await inParallel(customerCount, 4, async () => {
      customers.push(await registerCustomer(survivor.target, options.dataDir, { phone: false, tag: "fault" }));
    });
    pools.accounts.push(...customers.map(({ email, password }) => ({ email, password })));
    log(
      `fault: ${customers.length} customers for ${options.writes} writes; ${options.clients - writerCount} clients of mixed traffic and ${writerCount} writing`,
    );

    const route = balancer(instances.map((s) => s.target));
    const recorder = new Recorder();
    const inFlight = new Map<string, number>(instances.map((s) => [s.target.name, 0]));
    const writes: Write[] = [];
    const started = Date.now();
    const endAt = started + options.seconds * 1000;

    /** One attempt of `write` through `to`, recorded with the traffic. */
    const attempt = async (write: Write, to: Target): Promise<Sent> => {
      inFlight.set(to.name, inFlight.get(to.name)! + 1);
      recorder.begin();
      write.attempts++;
      const sent = await send(to, "/api/v1/wallet/top-ups", {
        method: "POST",
        headers: { "x-forwarded-for": nextAddress(), authorization: `Bearer ${write.customer.token}`, "idempotency-key": write.key },
        json: { amount: write.amount, return_url: "/account/wallet" },
      });
      inFlight.set(to.name, inFlight.get(to.name)! - 1);
      recorder.record("write", sent);
      route.answered!(to, sent);
      return sent;
    };
    const settle = (write: Write, sent: Sent) => {
      write.paymentId = (jsonOf(sent)?.data as { id?: string } | undefined)?.id;
      write.replayed = sent.headers["idempotency-replayed"] === "true";
      write.final = "answered";
    };

    const writer = async (w: number) => {
      for (let index = w; index < options.writes; index += writerCount) {
        // Spread evenly over the leg; a write waits for its retries before the next.
        const due = started + (index * options.seconds * 1000) / options.writes;
        if (due > Date.now()) await sleep(due - Date.now());
        const customer = customers[Math.floor(index / WRITES_PER_CUSTOMER)];
        const write: Write = { index, customer, amount: (1 + index / 1000).toFixed(3), key: randomUUID(), first: { to: "" }, attempts: 0, final: "failed" };
        writes.push(write);
        const to = route.pick();
        const sent = await attempt(write, to);
        write.first = { to: to.name, status: sent.status, error: sent.error && (sent.errorCode ?? sent.error) };
        if (sent.status !== undefined && sent.status >= 200 && sent.status < 300) settle(write, sent);
        else if (needsRetry(sent)) {
          let last = sent;
          for (let r = 0; r < RETRIES && needsRetry(last); r++) {
            await sleep(1000);
            // The instance left: the killed one is down once a connection to it failed.
            last = await attempt(write, instances.map((s) => s.target).find((t) => !route.down.has(t.name) && t !== to) ?? route.pick());
          }
          if (last.status !== undefined && last.status >= 200 && last.status < 300) settle(write, last);
          else if (last.status === 409 && needsRetry(last)) write.final = "in_progress";
        }
      }
    };

    const killed = { instance: victim.target.name, at_s: 0, writes_in_flight: 0 };
    const killer = (async () => {
      await sleep(started + (options.seconds * 1000) / 2 - Date.now());
      for (let i = 0; i < 50 && inFlight.get(victim.target.name) === 0; i++) await sleep(100);
      killed.writes_in_flight = inFlight.get(victim.target.name)!;
      killed.at_s = Math.round((Date.now() - started) / 100) / 10;
      victim.kill();
      log(`fault: SIGKILL to ${victim.target.name} (process group ${victim.pgid}) at ${killed.at_s} s, ${killed.writes_in_flight} write(s) in flight to it`);
    })();
    const mix = { pools, route, recorder, budget: { left: 0, flows: 0, skipped: 0 }, weights: WEIGHTS };
    await Promise.all([drive(mix, options.clients - writerCount, endAt, 3), ...Array.from({ length: writerCount }, (_, w) => writer(w)), killer]);
    const seconds = (Date.now() - started) / 1000;

    const check = await checkWrites(databaseUrl, writes);
    const timeoutMs = CLIENT_TIMEOUT_MS + 1000;
    const problems: string[] = [];
    if (recorder.started !== recorder.ended) problems.push(`${recorder.started - recorder.ended} request(s) never ended`);
    if (recorder.maxMs > timeoutMs) problems.push(`a request took ${Math.round(recorder.maxMs)} ms (client timeout ${CLIENT_TIMEOUT_MS} ms)`);
    if (check.lost) problems.push(`${check.lost} write(s) answered 2xx are not in the database`);
    if (check.doubled) problems.push(`${check.doubled} write(s) left more than one top-up or payment`);
    const answered = writes.filter((w) => w.final === "answered");
    const report: FaultReport = {
      database,
      clients: options.clients,
      seconds: Math.round(seconds),
      killed,
      traffic: recorder.figures(seconds),
      requests_started: recorder.started,
      requests_ended: recorder.ended,
      writes: {
        sent: writes.length,
        answered_first_try: answered.filter((w) => w.attempts === 1).length,
        answered_by_killed_instance: answered.filter((w) => w.attempts === 1 && w.first.to === victim.target.name).length,
        retried: writes.filter((w) => w.attempts > 1).length,
        answered_after_retry: answered.filter((w) => w.attempts > 1).length,
        replayed: answered.filter((w) => w.replayed).length,
        in_progress_after_retries: writes.filter((w) => w.final === "in_progress").length,
        failed: writes.filter((w) => w.final === "failed").length,
        ...check,
      },
      passed: problems.length === 0,
      problems,
    };
    const firstTries = writes
      .filter((w) => w.attempts > 1)
      .map((w) => `#${w.index} ${w.first.to} ${w.first.status ?? w.first.error} -> ${w.final} after ${w.attempts}`);
    if (firstTries.length) log(`fault: retried writes: ${firstTries.slice(0, 20).join("; ")}`);
    return report;
  } catch (e) {
    for (const s of instances) log(`--- ${s.target.name}:\n${s.output().slice(-3000)}`);
    throw e;
  } finally {
    for (const s of instances) await s.stop();
    await dropDatabase(databaseUrl).catch((e: Error) => log(`fault: dropping ${database}: ${e.message}`));
  }
}

/** Reads the top-ups and their payments of the writes' customers straight from the database. */
async function checkWrites(databaseUrl: string, writes: Write[]): Promise<{ found: number; lost: number; doubled: number; rows_without_answer: number }> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const emails = [...new Set(writes.map((w) => w.customer.email))];
    const { rows } = await client.query<{ email: string; amount: string; top_ups: string; payments: string; payment_ids: Array<string | null> }>(
      `SELECT u.email, t.amount::text AS amount, count(DISTINCT t.id) AS top_ups, count(p.id) AS payments, array_agg(p.id) AS payment_ids
         FROM wallet_top_ups t JOIN users u ON u.id = t.user_id
         LEFT JOIN payments p ON p.payable_type = 'wallet_topup' AND p.payable_id = t.id
        WHERE u.email = ANY($1) GROUP BY u.email, t.amount`,
      [emails],
    );
    const byMarker = new Map(rows.map((r) => [`${r.email} ${Number(r.amount).toFixed(3)}`, r]));
    let found = 0;
    let lost = 0;
    let doubled = 0;
    let withoutAnswer = 0;
    for (const w of writes) {
      const row = byMarker.get(`${w.customer.email} ${w.amount}`);
      const topUps = Number(row?.top_ups ?? 0);
      const payments = Number(row?.payments ?? 0);
      if (topUps > 1 || payments > 1) doubled++;
      if (w.final === "answered") {
        if (topUps === 1 && payments === 1 && row!.payment_ids.includes(w.paymentId ?? "")) found++;
        else if (topUps <= 1 && payments <= 1) lost++;
      } else if (topUps > 0) withoutAnswer++;
    }
    return { found, lost, doubled, rows_without_answer: withoutAnswer };
  } finally {
    await client.end();
  }
}
