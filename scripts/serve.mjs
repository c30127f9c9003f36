// The production HTTP server behind `npm start` (instead of `next start`).
//
// Client addresses: Next's own server keeps a client-sent X-Forwarded-For as
// is and drops the TCP peer address, so any client could choose the IP its
// rate limits count against. Here the peer address is appended to
// X-Forwarded-For first, the way a proxy does; the app then reads the chain
// from the right, trusting only `TRUST_PROXY` proxies in front
// (server/core/http/request-context.ts).
//
// Processes: one Node process serves from one core, so on a machine with
// more, the primary forks WEB_CONCURRENCY workers (default: one per core)
// that share the port (node:cluster). The primary serves nothing itself: it
// keeps the rate-limit counters every worker shares
// (server/core/rate-limit/cluster-host.ts) and, in the embedded default, hosts the PGlite database
// for the workers (server/core/db/pglite-host.ts). Worker 0 also runs the
// scheduled jobs and the outbox poller (server/jobs/runner.ts); the others
// only deliver their own events after commit. Worker 0 starts first and the
// others once it listens: its start-up fills the search index of a fresh
// database. Each process opens its port only when ready (instrumentation.ts)
// and drains on SIGTERM (in-flight requests finish, then it exits 0). Each answer names its process
// in X-Served-By. WEB_CONCURRENCY=1 serves from this one process, PGlite
// included. Each process admits MAX_IN_FLIGHT requests at a time and refuses
// the rest at once with a 503 (scripts/admission.mjs).
import cluster from "node:cluster";
import { createServer } from "node:http";
import { clearInterval, setInterval, setTimeout } from "node:timers";
import os from "node:os";
import path from "node:path";
import { admissionGate, maxInFlightFrom } from "./admission.mjs";
import { answerClientError } from "./client-error.mjs";
import { refuseStandIns } from "./production-guard.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const processes = Math.max(1, Number(process.env.WEB_CONCURRENCY || os.availableParallelism()));

// A production deployment on stand-in providers does not start (checked once, by the primary).
if (cluster.isPrimary) await refuseStandIns(process.env);
if (cluster.isPrimary && processes > 1) await runPrimary();
else await serve();

async function serve() {
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: root, port, hostname });
  // Runs instrumentation.ts's start-up (search index loaded, jobs started): the port opens only once the process is ready.
  await app.prepare();
  const handle = app.getRequestHandler();
  // Which process answered (`process-<n>`), for operators and the cross-process tests.
  const servedBy = cluster.isWorker ? `process-${process.env.SERVER_WORKER}` : undefined;
  let inFlight = 0;
  let draining = false;
  // A bounded number of requests at a time; the rest are refused at once (scripts/admission.mjs).
  const gate = admissionGate(maxInFlightFrom(process.env));
  const server = createServer((req, res) => {
    if (servedBy) res.setHeader("X-Served-By", servedBy);
    // While draining, keep-alive clients are told to reconnect (to another instance) after this answer.
    if (draining) res.setHeader("Connection", "close");
    const peer = req.socket.remoteAddress ?? "unknown";
    const forwarded = req.headers["x-forwarded-for"];
    const chain = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
    req.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
    inFlight++;
    res.on("close", () => inFlight--);
    if (gate.admit(req, res)) void handle(req, res);
  })
    // Requests Node's parser refuses (URL or headers past 16 KB, malformed): the JSON envelope, not a bare status line.
    .on("clientError", answerClientError)
    .on("error", (error) => {
      // Next keeps the process alive after an uncaught error; one that cannot listen must stop.
      console.error(`[serve] cannot serve on ${hostname}:${port}:`, error.message);
      process.exit(1);
    })
    .listen(port, hostname, () => {
      if (cluster.isPrimary) console.log(`> Ready on http://localhost:${port}`);
    });
  // Idle keep-alive connections outlive the client's reuse of them (Node's 5 s
  // default can close a socket just as a client sends on it: ECONNRESET, seen
  // in the browser tests); headers must still arrive within that time.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  // Graceful shutdown (SIGTERM, SIGINT): stop accepting connections, let the
  // requests under way finish, then the app's clean-up (job timers stopped,
  // running jobs and outbox deliveries finished or their leases given back,
  // database closed: instrumentation.ts), exit 0. A request still running
  // after SHUTDOWN_TIMEOUT_MS (default 25 s) is cut and the exit code is 1.
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000);
  const drain = async (signal) => {
    if (draining) return;
    draining = true;
    console.log(`[serve] ${signal}: draining ${inFlight} request(s) under way`);
    globalThis.__marketplaceDraining?.();
    const deadline = Date.now() + timeoutMs;
    const closed = new Promise((resolve) => server.close(resolve));
    // Idle keep-alive connections close now; busy ones close after their answer (Connection: close).
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    let code = 0;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    clearInterval(idle);
    if (inFlight > 0) {
      console.error(`[serve] ${inFlight} request(s) still running after ${timeoutMs} ms: closing them`);
      code = 1;
    }
    server.closeAllConnections();
    await closed;
    try {
      await globalThis.__marketplaceShutdown?.();
    } catch (e) {
      console.error("[serve] clean-up failed:", e);
      code = 1;
    }
    console.log(`[serve] stopped (${signal})`);
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void drain(signal));
}

async function runPrimary() {
  // Structured clone over IPC: database values and parameters keep their types (bytes, dates).
  cluster.setupPrimary({ serialization: "advanced" });
  const { tsImport } = await import("tsx/esm/api");
  const { hostRateLimits } = await tsImport("../server/core/rate-limit/cluster-host.ts", import.meta.url);
  hostRateLimits(cluster);
  let database;
  if (!process.env.DATABASE_URL) {
    const { hostPglite } = await tsImport("../server/core/db/pglite-host.ts", import.meta.url);
    database = await hostPglite(process.env.DATA_DIR || ".data", cluster);
  }
  const env = (index) => ({ SERVER_WORKER: String(index), ...(database ? { PGLITE_HOST: "primary" } : {}) });
  const indexOf = new Map();
  const served = new Set();
  let stopping = false;
  let ready = false;
  let exitCode = 0;
  const fork = (index) => indexOf.set(cluster.fork(env(index)).id, index);
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    // Signalled directly (not `worker.kill`, which cuts the IPC channel first): each stops as a lone server would.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  cluster.on("listening", (worker) => {
    served.add(indexOf.get(worker.id));
    if (served.size === processes && !ready && !stopping) {
      ready = true;
      console.log(`> Ready on http://localhost:${port} (${processes} processes)`);
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    const index = indexOf.get(worker.id);
    indexOf.delete(worker.id);
    if (!stopping && !served.has(index)) {
      // It never started: starting it again would only fail again.
      console.error(`[serve] worker ${index} failed to start (${signal ?? code}); stopping`);
      exitCode = 1;
      stop("SIGTERM");
    } else if (!stopping) {
      console.error(`[serve] worker ${index} exited (${signal ?? code}); starting it again`);
      fork(index);
    }
    if (stopping && indexOf.size === 0) void Promise.resolve(database?.close()).finally(() => process.exit(exitCode));
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
  // Worker 0 first: its start-up fills the search index on a fresh database, so
  // no worker answers a search before the index is complete.
  fork(0);
  cluster.once("listening", () => {
    for (let i = 1; i < processes && !stopping; i++) fork(i);
  });
}
