import pino, { type DestinationStream, type Logger } from "pino";
import type { RequestContext } from "./http/request-context";

// Structured logs (docs/operations.md "Logs"): one JSON object per line on
// stdout with `time` (ISO), `level`, `msg`, the process (`pid`, `worker`) and,
// for anything about a request, its `request_id` (the X-Request-Id header and
// `error.request_id` of the answer). LOG_LEVEL sets the threshold; the default
// is `info` in a production deployment (every API request gets a line) and
// `warn` elsewhere (the demo and CI logs stay readable), `silent` in tests.
// On globalThis: Next.js may load instrumentation.ts and the route handlers as
// separate module instances, which then share one logger.

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

function defaultLevel(env: Record<string, string | undefined>): string {
  if (env.LOG_LEVEL && (LEVELS as readonly string[]).includes(env.LOG_LEVEL)) return env.LOG_LEVEL;
  if (env.NODE_ENV === "test" || env.VITEST) return "silent";
  return env.NODE_ENV === "production" && env.DATABASE_URL && env.DEMO_MODE !== "1" ? "info" : "warn";
}

/** A logger with this app's format (tests pass their own destination to read the lines). */
export function createLogger(destination?: DestinationStream, level = defaultLevel(process.env)): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid, ...(process.env.SERVER_WORKER ? { worker: Number(process.env.SERVER_WORKER) } : {}) },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Secrets never reach the log, whatever a caller passes.
      redact: { paths: ["password", "*.password", "token", "*.token", "authorization", "*.authorization", "cookie", "*.cookie"], censor: "[redacted]" },
    },
    destination,
  );
}

const holder = globalThis as unknown as { __marketplaceLogger?: Logger };

export function logger(): Logger {
  holder.__marketplaceLogger ??= createLogger();
  return holder.__marketplaceLogger;
}

/** For tests: log through another logger (or back to the default with `undefined`). */
export function setLogger(next: Logger | undefined): void {
  holder.__marketplaceLogger = next;
}

/** One line per API answer: what was asked, by whom, the status and how long it took. */
export function logRequest(ctx: RequestContext, status: number): void {
  const log = logger();
  const level = status >= 500 ? "error" : "info";
  if (!log.isLevelEnabled(level)) return;
  log[level](
    {
      request_id: ctx.requestId,
      method: ctx.method,
      path: ctx.url.pathname,
      status,
      duration_ms: ctx.startedAt === undefined ? undefined : Math.round((performance.now() - ctx.startedAt) * 10) / 10,
      ip: ctx.ip,
      user_id: ctx.userId,
    },
    "request",
  );
}

/** An unexpected failure while answering a request (the answer is a 500 naming the same request id). */
export function logRequestFailure(ctx: RequestContext, error: unknown, level: "error" | "warn" = "error"): void {
  logger()[level]({ request_id: ctx.requestId, method: ctx.method, path: ctx.url.pathname, err: error }, "request failed");
}
