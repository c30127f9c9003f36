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
// keeps the rate-limit counters every worker shares (rate-limiter-flexible's
// cluster master) and, in the embedded default, hosts the PGlite database
// for the workers (server/core/db/pglite-host.ts). Worker 0 also runs the
// scheduled jobs and the outbox poller (server/jobs/runner.ts); the others
// only deliver their own events after commit. Each answer names its process
// in X-Served-By. WEB_CONCURRENCY=1 serves from this one process, PGlite
// included.
import cluster from "node:cluster";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
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
  await app.prepare();
  const handle = app.getRequestHandler();
  // Which process answered (`process-<n>`), for operators and the cross-process tests.
  const servedBy = cluster.isWorker ? `process-${process.env.SERVER_WORKER}` : undefined;
  createServer((req, res) => {
    if (servedBy) res.setHeader("X-Served-By", servedBy);
    const peer = req.socket.remoteAddress ?? "unknown";
    const forwarded = req.headers["x-forwarded-for"];
    const chain = Array.isArray(forwarded) ? forwarded.join(", ") : forwarded;
    req.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
    void handle(req, res);
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
}

async function runPrimary() {
  // Structured clone over IPC: database values and parameters keep their types (bytes, dates).
  cluster.setupPrimary({ serialization: "advanced" });
  const { RateLimiterClusterMaster } = await import("rate-limiter-flexible");
  new RateLimiterClusterMaster();
  let database;
  if (!process.env.DATABASE_URL) {
    const { tsImport } = await import("tsx/esm/api");
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
  for (let i = 0; i < processes; i++) fork(i);
}
