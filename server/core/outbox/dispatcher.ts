import { now } from "../clock";
import { db } from "../db/client";
import type { DomainEventName, DomainEvents } from "./events";

export type OutboxMessage<N extends DomainEventName = DomainEventName> = { id: string; name: N; payload: DomainEvents[N] };
type EventHandler<N extends DomainEventName> = (event: OutboxMessage<N>) => Promise<void>;

const handlers = new Map<DomainEventName, EventHandler<DomainEventName>[]>();

/** Subscribes a handler to an event (modules register theirs at start). */
export function on<N extends DomainEventName>(name: N, handler: EventHandler<N>): void {
  handlers.set(name, [...(handlers.get(name) ?? []), handler as unknown as EventHandler<DomainEventName>]);
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
    // Claim the row so that a second dispatcher (another instance) skips it.
    const claimed = await db.outboxEvent.updateMany({
      where: { id: row.id, dispatchedAt: null, attempts: row.attempts },
      data: { attempts: { increment: 1 } },
    });
    if (claimed.count === 0) continue;
    try {
      await sink({ id: row.id, name: row.type as DomainEventName, payload: row.payload as never });
      await db.outboxEvent.update({ where: { id: row.id }, data: { dispatchedAt: now(), lastError: null } });
      delivered++;
    } catch (e) {
      const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** row.attempts);
      await db.outboxEvent.update({
        where: { id: row.id },
        data: { lastError: String(e instanceof Error ? e.message : e).slice(0, 1000), availableAt: new Date(now().getTime() + backoff) },
      });
      failed++;
    }
  }
  return { delivered, failed };
}
