// Next.js start-up hook: loads the search engine's in-memory index and starts
// the jobs: in the embedded default (no Inngest configured) the app process
// runs the domain-event handlers and the scheduled jobs itself; with Inngest
// it only forwards each domain event right after its commit.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { warmSearchEngine } = await import("./server/search/engine");
  void warmSearchEngine();
  // Says whether the development outbox exists and how to read it.
  const { announceDevOutbox } = await import("./server/api/dev-outbox-access");
  await announceDevOutbox();
  const { startJobs } = await import("./server/jobs/runner");
  startJobs();
}
