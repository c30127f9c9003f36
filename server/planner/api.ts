import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok, okPage } from "../core/http/envelope";
import { createEvent } from "./create-event";
import { deleteEvent } from "./delete-event";
import { eventSummary } from "./event-summary";
import { getEvent, listEvents } from "./list-events";
import { createEventBody, eventParams, eventSchema, eventSummarySchema, listEventsQuery, updateEventBody } from "./schemas";
import { updateEvent } from "./update-event";

// The customer's events (docs/rfqs.md "Events"). Another customer's event,
// or a cancelled one, is 404 from every endpoint that names one.

const TAGS = ["Events"];

export const listEventsEndpoint = defineEndpoint({
  method: "GET",
  path: "/events",
  summary: "The caller's events (planning; cancelled ones are left out), newest first, page-paginated",
  tags: TAGS,
  auth: "user",
  permission: "event.manage",
  query: listEventsQuery,
  ...pagedList(eventSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listEvents(query, ctx)),
});

export const createEventEndpoint = defineEndpoint({
  method: "POST",
  path: "/events",
  summary: "Create an event (status planning). Needs a verified email or phone (403 AUTH_EMAIL_UNVERIFIED)",
  tags: TAGS,
  auth: "user",
  permission: "event.manage",
  body: createEventBody,
  response: eventSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const event = await createEvent(body, ctx);
    return created(event, `/api/v1/events/${event.id}`);
  },
});

export const getEventEndpoint = defineEndpoint({
  method: "GET",
  path: "/events/{id}",
  summary: "One event of the caller",
  tags: TAGS,
  auth: "user",
  permission: "event.manage",
  params: eventParams,
  response: eventSchema,
  handler: async ({ params, ctx }) => ok(await getEvent(params.id, ctx)),
});

export const updateEventEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/events/{id}",
  summary:
    "Change an event's details (only the fields given). With a pending, confirmed or refund-requested booking the date, time, guests, city and location stay as booked (422 per field); the date never moves before the needed-by date of an open RFQ (422 event_date)",
  tags: TAGS,
  auth: "user",
  permission: "event.manage",
  params: eventParams,
  body: updateEventBody,
  response: eventSchema,
  handler: async ({ params, body, ctx }) => ok(await updateEvent(params.id, body, ctx)),
});

export const deleteEventEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/events/{id}",
  summary: "Cancel an event (204; it is gone afterwards). 409 CONFLICT while it has an open RFQ or a pending, confirmed or refund-requested booking",
  tags: TAGS,
  auth: "user",
  permission: "event.manage",
  params: eventParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await deleteEvent(params.id, ctx);
    return noContent();
  },
});

export const eventSummaryEndpoint = defineEndpoint({
  method: "GET",
  path: "/events/{id}/summary",
  summary: "Rollup of the event: RFQs by status, quotations received, bookings and the money booked, paid and due",
  tags: TAGS,
  auth: "user",
  permission: "event.manage",
  params: eventParams,
  response: eventSummarySchema,
  handler: async ({ params, ctx }) => ok(await eventSummary(params.id, ctx)),
});
