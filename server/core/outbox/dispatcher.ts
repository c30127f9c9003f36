import { now } from "../clock";
import { db } from "../db/client";
import type { OutboxEvent } from "../db/generated/client";
import type { DomainEventName, DomainEvents } from "./events";

export type OutboxMessage<N extends DomainEventName = DomainEventName> = { id: string; name: N; payload: DomainEvents[N] };
type EventHandler<N extends DomainEventName> = (event: OutboxMessage<N>) => Promise<void>;

const handlers = new Map<DomainEventName, EventHandler<DomainEventName>[]>();

/** Subscribes a handler to an event (modules register theirs at start). */
export function on<N extends DomainEventName>(name: N, handler: EventHandler<N>): void {
  handlers.set(name, [...(handlers.get(name) ?? []), handler as unknown as EventHandler<DomainEventName>]);
}

/** The events that have at least one handler, in registration order (the Inngest functions follow it). */
export function subscribedEvents(): DomainEventName[] {
  return [...handlers.keys()];
}

export function clearHandlers(): void {
  handlers.clear();
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

/**
 * Claims one due row and hands it to the sink. The claim bumps `attempts` and
 * moves `availableAt` past the lease, so a second dispatcher (the poller, the
 * post-commit send, another instance) skips the row while it is in flight.
 */
async function deliver(row: OutboxEvent, sink: Sink): Promise<Delivery> {
  const claimed = await db.outboxEvent.updateMany({
    where: { id: row.id, dispatchedAt: null, attempts: row.attempts, availableAt: { lte: now() } },
    data: { attempts: { increment: 1 }, availableAt: new Date(now().getTime() + CLAIM_LEASE_MS) },
  });
  if (claimed.count === 0) return "skipped";
  try {
    await sink({ id: row.id, name: row.type as DomainEventName, payload: row.payload as never });
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
