// Next.js start-up hook: loads the search engine's in-memory index and starts
// the jobs: in the embedded default (no Inngest configured) the app process
// runs the domain-event handlers and the scheduled jobs itself; with Inngest
// it only forwards each domain event right after its commit.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { warmSearchEngine } = await import("./server/search/engine");
  void warmSearchEngine();
  const { startJobs, isScheduleRunner } = await import("./server/jobs/runner");
  // Says whether the development outbox exists and how to read it (once, not once per worker).
  if (isScheduleRunner()) {
    const { announceDevOutbox } = await import("./server/api/dev-outbox-access");
    await announceDevOutbox();
  }
  startJobs();
}
