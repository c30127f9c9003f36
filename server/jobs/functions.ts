import { dispatchOutbox, inProcessSink, type OutboxMessage } from "../core/outbox/dispatcher";
import type { DomainEventName } from "../core/outbox/events";
import { inngest } from "./client";
import { jobs } from "./definitions";

// With Inngest, the outbox relay forwards each committed domain event as an
// Inngest event (event id = outbox id, so a re-send is deduplicated) and one
// function per event runs the handlers that subscribed in-process.
const forwardToInngest = async (event: OutboxMessage) => {
  await inngest.send({ id: event.id, name: `domain/${event.name}`, data: { id: event.id, payload: event.payload } });
};

const outboxRelay = inngest.createFunction(
  { id: "outbox-relay", triggers: [{ cron: "* * * * *" }] },
  async () => dispatchOutbox(forwardToInngest),
);

const DOMAIN_EVENTS: DomainEventName[] = ["catalog.category_changed", "VendorApproved", "MediaConfirmed"];

const domainEventHandlers = DOMAIN_EVENTS.map((name) =>
  inngest.createFunction(
    { id: `on-${name.replace(/[^a-zA-Z0-9]+/g, "-").toLowerCase()}`, triggers: [{ event: `domain/${name}` }] },
    async ({ event }) => {
      const data = event.data as { id: string; payload: never };
      await inProcessSink({ id: data.id, name, payload: data.payload });
    },
  ),
);

const scheduled = jobs.map((job) => inngest.createFunction({ id: job.id, triggers: [{ cron: job.cron }] }, async () => job.run()));

export const functions = [outboxRelay, ...domainEventHandlers, ...scheduled];
