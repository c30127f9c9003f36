import { dispatchOutbox, eventRetries, inProcessSink, subscribedEvents } from "../core/outbox/dispatcher";
import type { DomainEventName } from "../core/outbox/events";
import { forwardToInngest, inngest, inngestEventName } from "./client";
import { jobs } from "./definitions";
import { registerEventHandlers } from "./handlers";

// The functions served at /api/inngest (production). Each domain event is
// forwarded by the post-commit send, or by the relay cron as catch-up; one
// function per subscribed event runs the same handlers as the in-process runner.

registerEventHandlers();

const outboxRelay = inngest.createFunction({ id: "outbox-relay", triggers: [{ cron: "* * * * *" }] }, async () => dispatchOutbox(forwardToInngest));

/** `VendorSuspended` -> `on-vendor-suspended`, `catalog.category_changed` -> `on-catalog-category-changed`. */
const eventFunctionId = (name: DomainEventName) =>
  `on-${name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .toLowerCase()}`;

// Derived from the handler registry, so a newly subscribed event always has its function.
// An event registered with `retries` (geocoding: 3) gets that many; the handler sees the attempt (1-based).
export const eventFunctions = subscribedEvents().map((name) => {
  const retries = eventRetries(name);
  return inngest.createFunction(
    { id: eventFunctionId(name), triggers: [{ event: inngestEventName(name) }], ...(retries === undefined ? {} : { retries }) },
    async ({ event, attempt }) => {
      const data = event.data as { id: string; payload: never };
      await inProcessSink({ id: data.id, name, payload: data.payload, attempt: attempt + 1 });
    },
  );
});

export const scheduledFunctions = jobs.map((job) => inngest.createFunction({ id: job.id, triggers: [{ cron: job.cron }] }, async () => job.run()));

export const functions = [outboxRelay, ...eventFunctions, ...scheduledFunctions];
