// Next.js start-up hook, awaited before the server accepts requests
// (scripts/serve.mjs listens only after `app.prepare()`, which runs it): the
// schedule runner fills the search index if needed, every process loads the
// engine's in-memory copy and starts its jobs (in the embedded default, no
// Inngest configured, the app process runs the domain-event handlers and the
// scheduled jobs itself; with Inngest it only forwards each domain event right
// after its commit). Then the process is ready (GET /api/v1/health/ready) and
// registers its clean-up for a graceful shutdown on SIGTERM.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const readiness = await import("./server/core/readiness");
  readiness.beginStartup();
  const { startJobs, stopJobs, isScheduleRunner } = await import("./server/jobs/runner");
  // Says whether the development outbox exists and how to read it (once, not once per worker).
  if (isScheduleRunner()) {
    const { announceDevOutbox } = await import("./server/api/dev-outbox-access");
    await announceDevOutbox();
  }
  await startJobs();
  readiness.markLoaded("jobs");
  const { warmSearchEngine } = await import("./server/search/engine/engine");
  await warmSearchEngine();
  readiness.markLoaded("search_index");
  const { closeDb } = await import("./server/core/db/client");
  const { flushZeroResults } = await import("./server/search/zero-results");
  readiness.onShutdown(async () => {
    await stopJobs();
    await flushZeroResults();
    await closeDb();
  });
  // scripts/serve.mjs calls this after its HTTP server has closed (every in-flight request answered).
  Object.assign(globalThis, { __marketplaceDraining: readiness.markStopping, __marketplaceShutdown: readiness.shutdown });
  readiness.markReady();
}
