import { dispatchOutboxEvent, type Sink } from "./dispatcher";

// The post-commit send: `emit` asks for its own event to be delivered as soon
// as the transaction that wrote it commits, instead of at the next poll. The
// row only becomes visible at commit (on PGlite the read waits for the open
// transaction), so the send looks for it a few times with growing delays and
// then leaves it to the catch-up poller (which also covers a crash in between).
// A rolled-back event is never found, so it is never sent.

/** Waits before each look for the committed row; the total bounds how long a slow transaction is waited for. */
const DEFAULT_SEND_DELAYS_MS = [0, 25, 100, 400, 1600];

type State = { sink: Sink | null; delaysMs: number[]; pending: Set<Promise<void>> };

// Kept on globalThis: Next.js may load instrumentation.ts (which installs the
// sink) and the route handlers (which emit) as separate module instances.
const holder = globalThis as unknown as { __marketplaceAfterCommit?: State };
const state = (holder.__marketplaceAfterCommit ??= { sink: null, delaysMs: DEFAULT_SEND_DELAYS_MS, pending: new Set() });

/**
 * Turns the post-commit send on (the in-process handlers, or the Inngest
 * forwarder) or off (`null`). Off by default: test processes and scripts
 * deliver through `dispatchOutbox` unless they install a sink.
 */
export function sendAfterCommit(sink: Sink | null, delaysMs: number[] = DEFAULT_SEND_DELAYS_MS): void {
  state.sink = sink;
  state.delaysMs = delaysMs;
}

/** Called by `emit`: delivers the event once its transaction has committed. */
export function scheduleAfterCommit(id: string): void {
  const sink = state.sink;
  if (!sink) return;
  const delays = state.delaysMs;
  const send = (async () => {
    for (const delay of delays) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        if ((await dispatchOutboxEvent(id, sink)) !== "absent") return;
      } catch (e) {
        console.error(`[outbox] post-commit send of ${id} failed; the poller will retry:`, e);
        return;
      }
    }
  })();
  state.pending.add(send);
  void send.finally(() => state.pending.delete(send));
}

/** Resolves when every scheduled post-commit send has finished (tests await it instead of sleeping). */
export async function afterCommitSendsSettled(): Promise<void> {
  while (state.pending.size > 0) await Promise.all([...state.pending]);
}
