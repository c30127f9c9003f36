import { config } from "../core/config";
import { logger } from "../core/log";
import { afterCommitSendsSettled, sendAfterCommit } from "../core/outbox/after-commit";
import { dispatchOutbox, inProcessSink, releaseOutboxLeases } from "../core/outbox/dispatcher";
import { ensureSearchIndex } from "../search/engine/indexer";
import { forwardToInngest } from "./client";
import { jobs, startupJobs } from "./definitions";
import { registerEventHandlers } from "./handlers";
import { runOncePerPeriod } from "./job-runs";

// Kept on globalThis like the outbox state: one set of timers per process.
type RunnerState = { started: boolean; timers: NodeJS.Timeout[]; running: Set<Promise<unknown>> };
const holder = globalThis as unknown as { __marketplaceJobRunner?: RunnerState };
const state = (holder.__marketplaceJobRunner ??= { started: false, timers: [], running: new Set() });

/** Whether this process runs the schedule: the only process, or worker 0 of a cluster. */
export function isScheduleRunner(): boolean {
  const worker = config().SERVER_WORKER;
  return worker === undefined || worker === "0";
}

/**
 * Called once at server start (instrumentation.ts), which waits for it before
 * the process accepts requests. The schedule runner first makes sure the
 * search index holds every listed vendor (a fresh database is indexed here,
 * before any search is answered and before the outbox poller runs). With
 * Inngest configured, Inngest runs the jobs through /api/inngest and this
 * process only forwards each event right after its commit (the relay cron
 * catches up). Without it (the embedded default) this process runs everything
 * itself.
 */
export async function startJobs(): Promise<void> {
  if (state.started) return;
  state.started = true;
  if (isScheduleRunner()) await guard("search-index", ensureSearchIndex)();
  if (config().INNGEST_EVENT_KEY) {
    sendAfterCommit(forwardToInngest);
    runStartupJobs();
    return;
  }
  startInProcessRunner();
}

/**
 * Graceful shutdown: timers stop, the jobs and deliveries under way finish
 * (bounded by `waitMs`), leases of outbox rows still in flight are given back.
 */
export async function stopJobs(waitMs = 10_000): Promise<void> {
  for (const timer of state.timers) clearInterval(timer);
  state.timers = [];
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...state.running, afterCommitSendsSettled()]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
  const released = await releaseOutboxLeases(1000);
  if (released > 0) logger().warn({ released }, "outbox events still in flight at shutdown given back");
  sendAfterCommit(null);
  state.started = false;
}

/**
 * The start-up jobs, once per process start, in both modes (Inngest has no
 * start trigger): only in the schedule runner, after the event sink is
 * installed so what they emit is delivered at once. Several instances may
 * run them together: each is safe to repeat.
 */
function runStartupJobs(): void {
  if (!isScheduleRunner()) return;
  for (const job of startupJobs) void guard(job.id, job.run)();
}

/** Runs `fn` at most once at a time and logs instead of throwing (a failed run waits for the next). */
function guard(name: string, fn: () => Promise<unknown>) {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    const run = fn();
    state.running.add(run);
    try {
      await run;
    } catch (e) {
      logger().error({ job: name, err: e }, "job failed");
    } finally {
      state.running.delete(run);
      running = false;
    }
  };
}

/**
 * The embedded default: handlers run here right after commit, the poller
 * catches up, scheduled jobs run on timers. Of a clustered server's workers
 * (scripts/serve.mjs) only worker 0 polls and runs the schedule; every worker
 * delivers the events its own requests committed. Separate instances on one
 * database each run the schedule, but a job runs once per period: each run
 * claims its period in `job_runs` first (./job-runs.ts), and each outbox row is
 * claimed before delivery (core/outbox/dispatcher.ts).
 */
function startInProcessRunner(): void {
  registerEventHandlers();
  sendAfterCommit(inProcessSink);
  if (!isScheduleRunner()) return;
  runStartupJobs();
  const every = (ms: number, fn: () => Promise<unknown>) => state.timers.push(setInterval(fn, ms).unref());
  every(
    config().OUTBOX_POLL_MS,
    guard("outbox", () => dispatchOutbox()),
  );
  for (const job of jobs)
    every(
      job.everyMs,
      guard(job.id, () => runOncePerPeriod(job.id, job.everyMs, job.run)),
    );
}
