import { now } from "../clock";
import { db } from "../db/client";
import type { OutboxEvent } from "../db/generated/client";
import type { DomainEventName, DomainEvents } from "./events";

/**
 * `attempt` (1 for the first delivery) lets a handler with a bounded number of
 * retries do its fallback on the last one; it counts the outbox row's claims
 * in process and Inngest's attempts in production.
 */
export type OutboxMessage<N extends DomainEventName = DomainEventName> = { id: string; name: N; payload: DomainEvents[N]; attempt?: number };
type EventHandler<N extends DomainEventName> = (event: OutboxMessage<N>) => Promise<void>;
/** Inngest's retries are per function (one per event); it allows up to 20, ten is plenty here. */
export type RetryCount = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

const handlers = new Map<DomainEventName, EventHandler<DomainEventName>[]>();
const retries = new Map<DomainEventName, RetryCount>();

/**
 * Subscribes a handler to an event (modules register theirs at start).
 * `retries` bounds the retries of the event's Inngest function; in process the
 * outbox retries with backoff and the handler ends it on its last attempt.
 */
export function on<N extends DomainEventName>(name: N, handler: EventHandler<N>, opts: { retries?: RetryCount } = {}): void {
  handlers.set(name, [...(handlers.get(name) ?? []), handler as unknown as EventHandler<DomainEventName>]);
  if (opts.retries !== undefined) retries.set(name, opts.retries);
}

/** The retries an event's function is given, or undefined for Inngest's default. */
export function eventRetries(name: DomainEventName): RetryCount | undefined {
  return retries.get(name);
}

/** The events that have at least one handler, in registration order (the Inngest functions follow it). */
export function subscribedEvents(): DomainEventName[] {
  return [...handlers.keys()];
}

export function clearHandlers(): void {
  handlers.clear();
  retries.clear();
}

/** Where events go: handlers in this process (embedded default) or Inngest. */
export type Sink = (event: OutboxMessage) => Promise<void>;

export const inProcessSink: Sink = async (event) => {
  for (const handler of handlers.get(event.name) ?? []) await handler(event);
};

const MAX_BACKOFF_MS = 15 * 60 * 1000;
/**
 * A claimed row is hidden from other dispatchers this long while its sink
 * runs; if the process dies mid-delivery the row is due again afterwards.
 */
const CLAIM_LEASE_MS = 5 * 60 * 1000;

type Delivery = "delivered" | "failed" | "skipped";

// Rows this process has claimed and not yet settled, and whether it is shutting
// down (no new claims). On globalThis: the poller (instrumentation.ts) and the
// post-commit sends (route handlers) may be separate module instances.
type Leases = { inFlight: Map<string, Promise<unknown>>; stopping: boolean };
const holder = globalThis as unknown as { __marketplaceOutboxLeases?: Leases };
const leases = (holder.__marketplaceOutboxLeases ??= { inFlight: new Map(), stopping: false });

/**
 * Claims one due row and hands it to the sink. The claim bumps `attempts` and
 * moves `availableAt` past the lease, so a second dispatcher (the poller, the
 * post-commit send, another instance) skips the row while it is in flight.
 */
async function deliver(row: OutboxEvent, sink: Sink): Promise<Delivery> {
  if (leases.stopping) return "skipped";
  const delivery = claimAndSend(row, sink);
  leases.inFlight.set(row.id, delivery);
  try {
    return await delivery;
  } finally {
    leases.inFlight.delete(row.id);
  }
}

async function claimAndSend(row: OutboxEvent, sink: Sink): Promise<Delivery> {
  const claimed = await db.outboxEvent.updateMany({
    where: { id: row.id, dispatchedAt: null, attempts: row.attempts, availableAt: { lte: now() } },
    data: { attempts: { increment: 1 }, availableAt: new Date(now().getTime() + CLAIM_LEASE_MS) },
  });
  if (claimed.count === 0) return "skipped";
  try {
    await sink({ id: row.id, name: row.type as DomainEventName, payload: row.payload as never, attempt: row.attempts + 1 });
    await db.outboxEvent.update({ where: { id: row.id }, data: { dispatchedAt: now(), lastError: null } });
    return "delivered";
  } catch (e) {
    const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** row.attempts);
    await db.outboxEvent.update({
      where: { id: row.id },
      data: { lastError: String(e instanceof Error ? e.message : e).slice(0, 1000), availableAt: new Date(now().getTime() + backoff) },
    });
    return "failed";
  }
}

/**
 * Delivers due outbox events in creation order. A failing event is retried
 * later with exponential backoff; the others go on.
 */
export async function dispatchOutbox(sink: Sink = inProcessSink, batchSize = 100): Promise<{ delivered: number; failed: number }> {
  const due = await db.outboxEvent.findMany({
    where: { dispatchedAt: null, availableAt: { lte: now() } },
    orderBy: { id: "asc" },
    take: batchSize,
  });
  let delivered = 0;
  let failed = 0;
  for (const row of due) {
    if (leases.stopping) break;
    const outcome = await deliver(row, sink);
    if (outcome === "delivered") delivered++;
    if (outcome === "failed") failed++;
  }
  return { delivered, failed };
}

/**
 * Delivers one event by id if it is due. `absent` means the row is not
 * visible: its transaction has not committed yet, or it rolled back.
 */
export async function dispatchOutboxEvent(id: string, sink: Sink): Promise<Delivery | "absent"> {
  const row = await db.outboxEvent.findUnique({ where: { id } });
  if (!row) return "absent";
  // Delivered, in flight elsewhere, or backing off after a failure: the poller owns it from here.
  if (row.dispatchedAt || row.availableAt > now()) return "skipped";
  return deliver(row, sink);
}

/**
 * Graceful shutdown (server/jobs/runner.ts `stopJobs`): no new claims, the
 * deliveries under way finish (at most `waitMs`), and the lease of any still
 * running after that is given back, so another instance delivers the row at
 * once instead of after the 5-minute lease. Returns how many were given back.
 */
export async function releaseOutboxLeases(waitMs = 10_000): Promise<number> {
  leases.stopping = true;
  const pending = [...leases.inFlight.values()];
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(pending),
    new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
  const unfinished = [...leases.inFlight.keys()];
  if (unfinished.length === 0) return 0;
  const released = await db.outboxEvent.updateMany({
    where: { id: { in: unfinished }, dispatchedAt: null },
    data: { availableAt: now(), attempts: { decrement: 1 } },
  });
  return released.count;
}

/** For tests: this process claims rows again. */
export function resumeOutbox(): void {
  leases.stopping = false;
}
