import { Inngest } from "inngest";
import type { DomainEventName } from "../core/outbox/events";
import type { Sink } from "../core/outbox/dispatcher";

/** The Inngest client; served at /api/inngest. */
export const inngest = new Inngest({ id: "event-marketplace" });

/** The Inngest event that carries a domain event. */
export const inngestEventName = (name: DomainEventName) => `domain/${name}` as const;

/**
 * With Inngest, outbox rows are forwarded as Inngest events. The event id is
 * the outbox id, so a re-send (post-commit send and relay, a retry) is
 * dropped by Inngest's deduplication.
 */
export const forwardToInngest: Sink = async (event) => {
  await inngest.send({ id: event.id, name: inngestEventName(event.name), data: { id: event.id, payload: event.payload } });
};
