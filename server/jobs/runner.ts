import { config } from "../core/config";
import { sendAfterCommit } from "../core/outbox/after-commit";
import { dispatchOutbox, inProcessSink } from "../core/outbox/dispatcher";
import { ensureSearchIndex } from "../search/indexer";
import { forwardToInngest } from "./client";
import { jobs, startupJobs } from "./definitions";
import { registerEventHandlers } from "./handlers";

let started = false;

/** Whether this process runs the schedule: the only process, or worker 0 of a cluster. */
export function isScheduleRunner(): boolean {
  const worker = process.env.SERVER_WORKER;
  return worker === undefined || worker === "0";
}

/**
 * Called once at server start (instrumentation.ts). With Inngest configured,
 * Inngest runs the jobs through /api/inngest and this process only forwards
 * each event right after its commit (the relay cron catches up). Without it
 * (the embedded default) this process runs everything itself.
 */
export function startJobs(): void {
  if (started) return;
  started = true;
  if (config().INNGEST_EVENT_KEY) {
    sendAfterCommit(forwardToInngest);
    runStartupJobs();
    return;
  }
  startInProcessRunner();
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
    try {
      await fn();
    } catch (e) {
      console.error(`[jobs] ${name} failed:`, e);
    } finally {
      running = false;
    }
  };
}

/**
 * The embedded default: handlers run here right after commit, the poller
 * catches up, scheduled jobs run on timers. Of a clustered server's workers
 * (scripts/serve.mjs) only worker 0 polls and runs the schedule, so a job
 * runs once per tick, not once per process; every worker delivers the events
 * its own requests committed.
 */
function startInProcessRunner(): void {
  registerEventHandlers();
  sendAfterCommit(inProcessSink);
  if (!isScheduleRunner()) return;
  runStartupJobs();
  setInterval(guard("outbox", () => dispatchOutbox()), config().OUTBOX_POLL_MS).unref();
  void guard("search-index", ensureSearchIndex)();
  for (const job of jobs) setInterval(guard(job.id, job.run), job.everyMs).unref();
}
