import { config } from "../core/config";
import { dispatchOutbox } from "../core/outbox/dispatcher";
import { ensureSearchIndex } from "../search/indexer";
import { jobs } from "./definitions";

// The embedded default has no Inngest server: the app process polls the
// outbox and runs the scheduled jobs itself.
let started = false;

export function startInProcessRunner(): void {
  if (started) return;
  started = true;
  const guard = (name: string, fn: () => Promise<unknown>) => {
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
  };
  setInterval(guard("outbox", () => dispatchOutbox()), config().OUTBOX_POLL_MS).unref();
  void guard("search-index", ensureSearchIndex)();
  for (const job of jobs) setInterval(guard(job.id, job.run), job.everyMs).unref();
}
