import { dispatchOutbox, inProcessSink, subscribedEvents } from "../core/outbox/dispatcher";
import type { DomainEventName } from "../core/outbox/events";
import { forwardToInngest, inngest, inngestEventName } from "./client";
import { jobs } from "./definitions";
import { registerEventHandlers } from "./handlers";

// The functions served at /api/inngest (production). Each domain event is
// forwarded by the post-commit send, or by the relay cron as catch-up; one
// function per subscribed event runs the same handlers as the in-process runner.

registerEventHandlers();

const outboxRelay = inngest.createFunction(
  { id: "outbox-relay", triggers: [{ cron: "* * * * *" }] },
  async () => dispatchOutbox(forwardToInngest),
);

/** `VendorSuspended` -> `on-vendor-suspended`, `catalog.category_changed` -> `on-catalog-category-changed`. */
const eventFunctionId = (name: DomainEventName) =>
  `on-${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/[^a-zA-Z0-9]+/g, "-").toLowerCase()}`;

// Derived from the handler registry, so a newly subscribed event always has its function.
export const eventFunctions = subscribedEvents().map((name) =>
  inngest.createFunction({ id: eventFunctionId(name), triggers: [{ event: inngestEventName(name) }] }, async ({ event }) => {
    const data = event.data as { id: string; payload: never };
    await inProcessSink({ id: data.id, name, payload: data.payload });
  }),
);

export const scheduledFunctions = jobs.map((job) =>
  inngest.createFunction({ id: job.id, triggers: [{ cron: job.cron }] }, async () => job.run()),
);

export const functions = [outboxRelay, ...eventFunctions, ...scheduledFunctions];
