import { db } from "./db/client";
import { listMigrations } from "./db/migrate";

// Liveness and readiness of this server process (GET /api/v1/health and
// /api/v1/health/ready, docs/operations.md "Health").
//
// A server process goes through `starting` (instrumentation.ts: the search
// index is filled and loaded, the jobs start), `ready`, then `stopping` once
// SIGTERM arrives (scripts/serve.mjs drains it). A process that never ran the
// start-up (tests, scripts) has no phase: only the database is checked there.
// The state lives on globalThis: Next.js may load instrumentation.ts and the
// route handlers as separate module instances.

export type Phase = "starting" | "ready" | "stopping";
export type CheckState = "ok" | "pending" | "failed";
export type ReadinessReport = { ready: boolean; phase: Phase | null; checks: Record<string, CheckState> };

type State = { phase: Phase | null; loaded: Set<string>; shutdown: (() => Promise<void>) | null };
const holder = globalThis as unknown as { __marketplaceReadiness?: State };
const state = (holder.__marketplaceReadiness ??= { phase: null, loaded: new Set(), shutdown: null });

/** What start-up loads before the process is ready (checked by name in the report). */
export const STARTUP_STEPS = ["search_index", "jobs"] as const;
export type StartupStep = (typeof STARTUP_STEPS)[number];

/** instrumentation.ts, first thing: the process answers 503 on readiness until `markReady`. */
export function beginStartup(): void {
  state.phase = "starting";
  state.loaded.clear();
}

export function markLoaded(step: StartupStep): void {
  state.loaded.add(step);
}

export function markReady(): void {
  if (state.phase !== "stopping") state.phase = "ready";
}

/** SIGTERM: readiness answers 503 so a load balancer stops sending new requests. */
export function markStopping(): void {
  state.phase = "stopping";
}

export function phase(): Phase | null {
  return state.phase;
}

/** The process's own clean-up (timers, outbox leases, database), run by scripts/serve.mjs after the last request. */
export function onShutdown(fn: () => Promise<void>): void {
  state.shutdown = fn;
}

/** For tests: back to a process that never started up. */
export function resetReadiness(): void {
  state.phase = null;
  state.loaded.clear();
  state.shutdown = null;
}

let expectedMigrations: string[] | undefined;

/** The migrations this code needs, all applied: the database is reachable and migrated. */
async function databaseCheck(): Promise<{ database: CheckState; migrations: CheckState }> {
  expectedMigrations ??= listMigrations().map((m) => m.name);
  try {
    const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Set(rows.map((r) => r.migration_name));
    return { database: "ok", migrations: expectedMigrations.every((name) => applied.has(name)) ? "ok" : "pending" };
  } catch {
    return { database: "failed", migrations: "pending" };
  }
}

/** Ready: the database answers and is migrated, and (in a started server) every start-up step is done and it is not stopping. */
export async function readinessReport(): Promise<ReadinessReport> {
  const checks: Record<string, CheckState> = { ...(await databaseCheck()) };
  if (state.phase !== null) {
    for (const step of STARTUP_STEPS) checks[step] = state.loaded.has(step) ? "ok" : "pending";
    checks.accepting = state.phase === "stopping" ? "failed" : "ok";
  }
  const ready = Object.values(checks).every((c) => c === "ok") && state.phase !== "starting";
  return { ready, phase: state.phase, checks };
}

/** Runs the registered clean-up once (scripts/serve.mjs calls it through globalThis, see instrumentation.ts). */
export async function shutdown(): Promise<void> {
  markStopping();
  const fn = state.shutdown;
  state.shutdown = null;
  if (fn) await fn();
}
