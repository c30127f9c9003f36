import os from "node:os";
import { now } from "../core/clock";
import { config } from "../core/config";
import { db } from "../core/db/client";

// Once per period across instances: before a scheduled job runs, the runner
// claims the row (job, period start) in `job_runs`; the primary key lets one
// instance win, the others skip that period. Periods are aligned on the epoch
// (an hourly job's period starts on the hour, UTC), so instances started at
// different times agree on them. A job whose period is shorter than the time it
// takes still runs at most once at a time per process (runner.ts `guard`).

/** Which process ran a job (operators read job_runs to see it). */
function instance(): string {
  return `${os.hostname()}:${config().PORT}:${process.pid}`;
}

/** Rows are kept this long (enough to see the history of a daily job over a month). */
const KEEP_MS = 31 * 86_400_000;

export function periodStart(everyMs: number, at: Date = now()): Date {
  return new Date(Math.floor(at.getTime() / everyMs) * everyMs);
}

/** True when this process won the job's current period (and should run it now). */
export async function claimJobRun(jobId: string, everyMs: number, at: Date = now()): Promise<boolean> {
  const inserted = await db.$executeRawUnsafe(
    `INSERT INTO job_runs (job_id, period_start, instance, started_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    jobId,
    periodStart(everyMs, at),
    instance(),
    at,
  );
  if (inserted === 1) await db.jobRun.deleteMany({ where: { jobId, periodStart: { lt: new Date(at.getTime() - KEEP_MS) } } });
  return inserted === 1;
}

export async function finishJobRun(jobId: string, everyMs: number, at: Date, error?: unknown): Promise<void> {
  await db.jobRun.updateMany({
    where: { jobId, periodStart: periodStart(everyMs, at) },
    data: { finishedAt: now(), error: error === undefined ? null : String(error instanceof Error ? error.message : error).slice(0, 1000) },
  });
}

/** Runs `run` if this process wins the current period; false when another instance (or an earlier tick) had it. */
export async function runOncePerPeriod(jobId: string, everyMs: number, run: () => Promise<unknown>): Promise<boolean> {
  const at = now();
  if (!(await claimJobRun(jobId, everyMs, at))) return false;
  try {
    await run();
  } catch (e) {
    await finishJobRun(jobId, everyMs, at, e);
    throw e;
  }
  await finishJobRun(jobId, everyMs, at);
  return true;
}
