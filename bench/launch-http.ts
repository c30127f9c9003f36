// The launch benchmark's plumbing (bench/launch.ts): one HTTP request with a
// client timeout, timed and classified; the servers it starts, each in a
// process group of its own, with the group's resident memory read from /proc;
// the PostgreSQL databases it creates.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";

export const ROOT = path.resolve(import.meta.dirname, "..");
/** Every request of the benchmark ends within this (ms): an answer, or an error when it passes. */
export const CLIENT_TIMEOUT_MS = Number(process.env.BENCH_LAUNCH_TIMEOUT_MS ?? 20_000);

export const log = (message: string) => console.error(`[bench:launch ${new Date().toISOString().slice(11, 19)}] ${message}`);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server to send to: its port on loopback and a keep-alive pool of connections of its own. */
export type Target = { name: string; port: number; agent: http.Agent };
export const target = (name: string, port: number): Target => ({ name, port, agent: new http.Agent({ keepAlive: true, maxSockets: Infinity }) });

export type Sent = {
  path: string;
  /** The HTTP status, or undefined when no answer came. */
  status?: number;
  /** "timeout": no complete answer within CLIENT_TIMEOUT_MS; "socket": the connection failed (refused, reset, closed). */
  error?: "timeout" | "socket";
  errorCode?: string;
  /** Request start to the last byte of the answer (or to the error). */
  ms: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

export type RequestOptions = { method?: string; headers?: Record<string, string>; json?: unknown; timeoutMs?: number };

/** One request over `to`'s pool; never throws: errors and timeouts come back in the result. */
export function send(to: Target, pathname: string, options: RequestOptions = {}): Promise<Sent> {
  const started = performance.now();
  const text = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = {
    "accept-encoding": "gzip",
    ...(text ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(text)) } : {}),
    ...options.headers,
  };
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: Omit<Sent, "ms" | "path">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, path: pathname, ms: performance.now() - started });
    };
    const req = http.request({ host: "127.0.0.1", port: to.port, method: options.method ?? "GET", path: pathname, agent: to.agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", (e: NodeJS.ErrnoException) => done({ error: "socket", errorCode: e.code ?? e.message, headers: {}, body: Buffer.alloc(0) }));
    });
    const timer = setTimeout(() => {
      done({ error: "timeout", headers: {}, body: Buffer.alloc(0) });
      req.destroy(new Error("client timeout"));
    }, options.timeoutMs ?? CLIENT_TIMEOUT_MS);
    req.on("error", (e: NodeJS.ErrnoException) => done({ error: "socket", errorCode: e.code ?? e.message, headers: {}, body: Buffer.alloc(0) }));
    req.end(text);
  });
}

/** The answer's JSON body (gunzipped when compressed), or undefined. */
export function jsonOf(sent: Sent): { data?: unknown; error?: { code?: string } } | undefined {
  if (sent.body.length === 0) return undefined;
  try {
    const raw = sent.headers["content-encoding"] === "gzip" ? gunzipSync(sent.body) : sent.body;
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** How the benchmark counts an answer (docs/launch-day.md). */
export type Verdict = "ok" | "client_error" | "refused_503" | "refused_429" | "other_5xx" | "timeout" | "socket";

/**
 * A deliberate refusal: 503 with Retry-After and, from the API, the envelope's
 * SERVICE_UNAVAILABLE; a page's refusal is a small page that reloads itself
 * (scripts/admission.mjs).
 */
export function deliberate503(sent: Sent): boolean {
  if (sent.status !== 503 || sent.headers["retry-after"] === undefined) return false;
  if (!sent.path.startsWith("/api/")) return String(sent.headers["content-type"]).startsWith("text/html");
  return jsonOf(sent)?.error?.code === "SERVICE_UNAVAILABLE";
}

export function verdictOf(sent: Sent): Verdict {
  if (sent.error) return sent.error;
  const status = sent.status!;
  if (status === 429) return "refused_429";
  if (deliberate503(sent)) return "refused_503";
  if (status >= 500) return "other_5xx";
  return status >= 400 ? "client_error" : "ok";
}

/** Set-up requests: JSON in and out, any non-2xx is an error naming the answer. */
export async function api<T>(to: Target, pathname: string, options: RequestOptions & { ip: string; token?: string; expect?: number }): Promise<T> {
  const headers = {
    "x-forwarded-for": options.ip,
    "accept-language": "en",
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  for (let attempt = 0; ; attempt++) {
    const sent = await send(to, `/api/v1${pathname}`, { ...options, headers });
    const body = jsonOf(sent);
    // The admission limit may refuse set-up requests too: they wait as a client would.
    if (deliberate503(sent) && attempt < 20) {
      await sleep(Math.min(5, Number(sent.headers["retry-after"] ?? 1)) * 1000);
      continue;
    }
    if (sent.status !== undefined && sent.status >= 200 && sent.status < 300 && (options.expect === undefined || sent.status === options.expect))
      return body?.data as T;
    throw new Error(
      `${options.method ?? "GET"} ${pathname} through ${to.name}: ${sent.error ?? sent.status} ${sent.body.length < 2000 ? JSON.stringify(body) : ""}`,
    );
  }
}

// ------------------------------------------------------------ client addresses

let addressCounter = 0;
/** A new client address (10.x.y.z) on each call, the counter shared by every leg of the run. */
export function nextAddress(): string {
  const n = addressCounter++ % 16_777_216;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

// ------------------------------------------------------------ processes

const liveGroups = new Set<number>();
// Whatever way the benchmark ends, no server it started keeps running.
process.on("exit", () => {
  for (const pgid of liveGroups) killGroup(pgid, "SIGKILL");
});
// Interrupted: each server drains and exits as on a deploy (the embedded database flushed), SIGKILL after 15 s.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    for (const pgid of liveGroups) killGroup(pgid, "SIGTERM");
    const alive = (pgid: number) => {
      try {
        process.kill(-pgid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 75 && [...liveGroups].some(alive); i++) await sleep(200);
    process.exit(130);
  });
}

function killGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

/** The resident memory of every process in group `pgid`, in MB (VmRSS from /proc/<pid>/status). */
export function groupRssMb(pgid: number): number {
  let kb = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, ...
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (pgrp !== pgid) continue;
      const rss = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${entry}/status`, "utf8"));
      if (rss) kb += Number(rss[1]);
    } catch {
      // the process exited meanwhile
    }
  }
  return Math.round(kb / 102.4) / 10;
}

export type Server = {
  pgid: number;
  target: Target;
  /** The last output of the server (stdout and stderr), for a failure's report. */
  output: () => string;
  /** SIGTERM to the whole group, SIGKILL after 20 s; resolves once the group's leader exited. */
  stop: () => Promise<void>;
  /** SIGKILL to the whole group at once. */
  kill: () => void;
  exited: Promise<void>;
};

/**
 * Starts `command args` (`npm start`, or `node scripts/serve.mjs`) in a process group of its own on `port` with `env` added, and waits until
 * /api/v1/health/ready answers 200.
 */
export async function startProcess(name: string, command: string, args: string[], port: number, env: Record<string, string | undefined>): Promise<Server> {
  const portTarget = target(name, port);
  if ((await send(portTarget, "/api/v1/health", { timeoutMs: 2000 })).status !== undefined) throw new Error(`port ${port} is in use`);
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const pgid = child.pid!;
  liveGroups.add(pgid);
  let tail = "";
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on("data", (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-6000);
      // Start-up steps and the server's own failures stay visible; the seed's and the app's chatter do not.
      for (const line of chunk.toString().split("\n")) if (/^\[start|^\[serve\]|Error|error:/.test(line)) log(`  ${name}: ${line.slice(0, 300)}`);
    });
  }
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (!liveGroups.has(pgid)) return;
    killGroup(pgid, "SIGTERM");
    const ended = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
    // The workers follow their primary; anything left of the group goes now.
    if (!ended) log(`${name}: still running 20 s after SIGTERM: SIGKILL`);
    killGroup(pgid, "SIGKILL");
    liveGroups.delete(pgid);
    portTarget.agent.destroy();
  };
  const kill = () => {
    killGroup(pgid, "SIGKILL");
    liveGroups.delete(pgid);
  };
  const server: Server = { pgid, target: portTarget, output: () => tail, stop, kill, exited };
  // `npm start` may build the app first: up to 15 minutes.
  const deadline = Date.now() + 900_000;
  for (;;) {
    const ready = await send(portTarget, "/api/v1/health/ready", { timeoutMs: 5000, headers: { "x-forwarded-for": nextAddress() } });
    if (ready.status === 200) return server;
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not start (${child.exitCode ?? child.signalCode ?? "timeout"}):\n${tail}`);
    }
    await sleep(1000);
  }
}

/** `npm start` (scripts/start.mjs: migrate, seed, build when stale, serve) on `port`. */
export const startApp = (port: number, env: Record<string, string | undefined>) => startProcess(`npm start :${port}`, "npm", ["start"], port, env);

/** One instance as two-instances.mjs starts it: scripts/serve.mjs alone (no migration, seed or build). */
export const startInstance = (port: number, env: Record<string, string | undefined>) =>
  startProcess(`instance :${port}`, process.execPath, ["scripts/serve.mjs"], port, env);

export function assertBuilt(): void {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) throw new Error("no production build: `npm start` builds it (the load legs do), or run `npx next build`");
}

// ------------------------------------------------------------ PostgreSQL

/** Runs `work` with a client on the server's `postgres` database. */
export async function withAdmin<T>(url: string, work: (client: import("pg").Client) => Promise<T>): Promise<T> {
  const pg = (await import("pg")).default;
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates the database of `url` when missing (`npm start` migrates and seeds it). */
export async function ensureDatabase(url: string): Promise<void> {
  await withAdmin(url, async (client) => {
    const name = databaseName(url);
    if ((await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 0) await client.query(`CREATE DATABASE ${quoted(name)}`);
  });
}

export async function createDatabase(url: string): Promise<void> {
  await withAdmin(url, (client) => client.query(`CREATE DATABASE ${quoted(databaseName(url))}`));
}

export async function dropDatabase(url: string): Promise<void> {
  await withAdmin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${quoted(databaseName(url))} WITH (FORCE)`));
}
