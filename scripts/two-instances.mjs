// The two-instance check (docs/operations.md "Several
// instances"): two separate server processes (scripts/serve.mjs, as `npm
// start` runs it, one process each) on different ports against one fresh
// PostgreSQL database and one Redis, started together on a database that was
// only migrated and seeded. It shows, over HTTP:
//   1. each opens its port only when ready: its first search answer lists every
//      listed vendor, and /health/ready is 200;
//   2. a write through one instance is visible through the other on the next request;
//   3. rate limits are shared (the 61st anonymous request a minute from one
//      client is refused, whichever instance answers);
//   4. each outbox event is handled once although both instances poll;
//   5. SIGTERM: a request in flight is answered, new connections are refused,
//      the process exits 0, and the other instance keeps serving.
// (Scheduled jobs once per period across instances: server/jobs/job-runs.test.ts;
// one webhook reaching both: server/payments/webhooks-instances.test.ts.)
//
// Needs a finished `next build`, PostgreSQL (CI_DATABASE_URL's server, default
// postgresql://postgres@127.0.0.1:5432/test) and Redis (REDIS_URL, default
// redis://127.0.0.1:6379). Usage: node scripts/two-instances.mjs
import { spawn, spawnSync } from "node:child_process";
import { Buffer } from "node:buffer";
import { existsSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const pg = require("pg");
const { Secret, TOTP } = require("otpauth");
const started = Date.now();
const say = (text) => console.log(`[two-instances ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);
const fail = (text) => {
  throw new Error(text);
};

if (!existsSync(path.join(root, ".next/BUILD_ID"))) fail("no production build: run `npx next build` first");
const serverUrl = new URL(process.env.CI_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test");
const dbName = `two_instances_${process.pid}_${Date.now().toString(36)}`;
const adminUrl = new URL(serverUrl);
adminUrl.pathname = "/postgres";
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${dbName}`;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const ports = (process.env.TWO_INSTANCES_PORTS ?? "3191,3192").split(",").map(Number);
const DEMO_PASSWORD = "Demo-Souq-2026!";
// The demo staff accounts' authenticator secret (prisma/seed/demo.ts, README): staff sign in in two steps.
const DEMO_TOTP_SECRET = "Y4OKY343DFN46LW4FNBPRFNLO6AONGCG";
const clientIp = () => `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** One HTTP request on a connection of its own; `slowBody` sends the body in two parts `pauseMs` apart, calling `midway` in between. */
function request(port, method, pathname, { body, headers = {}, slowBody, midway, pauseMs = 0 } = {}) {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: `/api/v1${pathname}`,
        agent: false,
        headers: {
          "accept-language": "en",
          "x-forwarded-for": headers.ip ?? clientIp(),
          ...(text ? { "content-type": "application/json", "content-length": Buffer.byteLength(text) } : {}),
          ...headers,
        },
      },
      (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (data += chunk));
        res.on("end", () => {
          let json;
          try {
            json = JSON.parse(data);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, json, headers: res.headers });
        });
      },
    );
    req.on("error", reject);
    if (text && slowBody) {
      const half = Math.floor(text.length / 2);
      req.write(text.slice(0, half));
      void (async () => {
        await midway?.();
        await sleep(pauseMs);
        req.end(text.slice(half));
      })();
    } else req.end(text);
  });
}

function startInstance(port) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NODE_ENV: "production",
      DEMO_MODE: "1",
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      RATE_LIMIT_STORE: "redis",
      WEB_CONCURRENCY: "1",
      TRUST_PROXY: "1",
      OUTBOX_POLL_MS: "200",
      APP_URL: `http://localhost:${port}`,
    },
  });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => log.push(chunk.toString()));
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));
  return { port, child, log, exited };
}

/** Polls until the port accepts connections: the first answer there is the first the instance gives. */
async function firstAnswer(instance, pathname) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      return await request(instance.port, "GET", pathname);
    } catch (e) {
      if (e.code !== "ECONNREFUSED" || Date.now() > deadline) fail(`port ${instance.port}: ${e.message}\n${instance.log.join("")}`);
      if (instance.child.exitCode !== null) fail(`instance on ${instance.port} exited (${instance.child.exitCode}):\n${instance.log.join("")}`);
      await sleep(100);
    }
  }
}

function check(condition, text) {
  if (!condition) fail(text);
  say(`ok: ${text}`);
}

const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`CREATE DATABASE "${dbName}"`);
const instances = [];
let client;
try {
  say(`database ${dbName}: migrating and seeding`);
  // scripts/seed.ts without the drawn vendor images (most of its time; nothing here looks at them).
  const seed = spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/seed.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl.toString(), SEED_DEMO_IMAGES: "false" },
  });
  if (seed.status !== 0) fail(`seeding failed:\n${seed.stdout}\n${seed.stderr}`);
  client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  const listed = Number((await client.query(`SELECT count(*) FROM vendors WHERE status = 'approved' AND published_at IS NOT NULL`)).rows[0].count);

  say(`starting two instances on ports ${ports.join(" and ")}`);
  for (const port of ports) instances.push(startInstance(port));
  const [a, b] = instances;

  // 1. The first answer of each instance is complete.
  const firsts = await Promise.all(instances.map((i) => firstAnswer(i, "/search/vendors?per_page=1")));
  for (const [index, first] of firsts.entries()) {
    check(
      first.status === 200 && first.json.meta.pagination.total === listed,
      `instance ${index + 1}'s first search lists every listed vendor (${first.json?.meta?.pagination?.total} of ${listed})`,
    );
  }
  for (const instance of instances) check((await request(instance.port, "GET", "/health/ready")).status === 200, `port ${instance.port}: /health/ready is 200`);

  // 2. A write through A, read through B (B's cache of categories is warm first).
  const login = await request(a.port, "POST", "/auth/login", {
    body: { email: "super@demo.kw", password: DEMO_PASSWORD, device: { platform: "ios", name: "two-instance check" } },
  });
  const challenge = login.json?.data?.challenge_token;
  check(login.status === 200 && challenge, `the Super Admin's password is accepted through instance 1 with a second step to answer: ${login.status}`);
  // The second step goes through instance 2: the challenge lives in the shared database.
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30, algorithm: "SHA1" }).generate();
  const verified = await request(b.port, "POST", "/auth/2fa/verify", { body: { challenge_token: challenge, code: totp } });
  const token = verified.json?.data?.token?.access_token;
  check(
    verified.status === 200 && token,
    `the Super Admin's authenticator code is accepted through instance 2 (tokens in the body)${token ? "" : `: ${verified.status} ${JSON.stringify(verified.json)}`}`,
  );
  const auth = { authorization: `Bearer ${token}` };
  const before = (await request(b.port, "GET", "/categories")).json.data;
  const category = before[0];
  const renamed = `${category.name} ${Date.now().toString(36)}`;
  const patch = await request(a.port, "PATCH", `/admin/categories/${category.id}`, { body: { name_en: renamed }, headers: auth });
  check(patch.status === 200, "a category is renamed through instance 1");
  const after = (await request(b.port, "GET", "/categories")).json.data.map((c) => c.name);
  check(after.includes(renamed) && !after.includes(category.name), "instance 2's next answer shows the new name");

  // 3. Shared rate limits: 60 anonymous requests a minute per client in all.
  const ip = clientIp();
  const statuses = [];
  for (let i = 0; i < 61; i++) statuses.push((await request(instances[i % 2].port, "GET", "/countries", { headers: { ip } })).status);
  check(
    statuses.slice(0, 60).every((s) => s === 200) && statuses[60] === 429,
    "rate limits are shared: 30 + 30 requests through the two instances pass, the 61st is refused (429)",
  );

  // 4. Every outbox event delivered, each claimed once (a second claim would count a second attempt).
  const deadline = Date.now() + 20_000;
  let pending;
  do {
    pending = Number((await client.query(`SELECT count(*) FROM outbox_events WHERE dispatched_at IS NULL`)).rows[0].count);
    if (pending > 0) await sleep(200);
  } while (pending > 0 && Date.now() < deadline);
  const {
    rows: [outbox],
  } = await client.query(
    `SELECT count(*) FILTER (WHERE dispatched_at IS NOT NULL) AS delivered, count(*) FILTER (WHERE attempts > 1 AND last_error IS NULL) AS twice FROM outbox_events`,
  );
  check(
    pending === 0 && Number(outbox.delivered) > 0 && Number(outbox.twice) === 0,
    `each of ${outbox.delivered} outbox events was handled once by one of the two instances`,
  );

  // 5. SIGTERM with a request in flight: the sign-in's body is still arriving when the signal comes.
  const inFlight = request(a.port, "POST", "/auth/login", {
    body: { email: "nobody@demo.kw", password: "not-the-password", device: { platform: "ios" } },
    slowBody: true,
    pauseMs: 700,
    midway: async () => {
      await sleep(200);
      a.child.kill("SIGTERM");
    },
  });
  const answer = await inFlight;
  check(
    answer.status === 401 && answer.json?.error?.code === "AUTH_INVALID_CREDENTIALS",
    `the request in flight at SIGTERM is answered in full (${answer.status})`,
  );
  const code = await Promise.race([a.exited, sleep(30_000).then(() => "timeout")]);
  check(code === 0, `instance 1 exits 0 after draining (${code})`);
  const refused = await request(a.port, "GET", "/health").then(
    () => false,
    (e) => e.code === "ECONNREFUSED",
  );
  check(refused, "instance 1 accepts no new connection");
  check((await request(b.port, "GET", "/health/ready")).status === 200, "instance 2 keeps serving");
  b.child.kill("SIGTERM");
  check((await b.exited) === 0, "instance 2 exits 0 on SIGTERM");
  say("passed");
} catch (e) {
  for (const instance of instances) console.error(`--- instance on ${instance.port}:\n${instance.log.join("").slice(-4000)}`);
  console.error(e);
  process.exitCode = 1;
} finally {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
  await client?.end();
  await sleep(200);
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((e) => console.error(e.message));
  await admin.end();
}
