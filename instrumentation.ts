// Next.js start-up hook: loads the search engine's in-memory index, and in
// the embedded default (no Inngest configured) the app process itself runs
// the outbox dispatcher and the scheduled jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { warmSearchEngine } = await import("./server/search/provider");
  void warmSearchEngine();
  // Says whether the development outbox exists and how to read it.
  const { announceDevOutbox } = await import("./server/messaging/outbox-access");
  await announceDevOutbox();
  const { config } = await import("./server/core/config");
  if (config().INNGEST_EVENT_KEY) return; // Inngest calls /api/inngest instead
  const { startInProcessRunner } = await import("./server/jobs/runner");
  startInProcessRunner();
}
