import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { created, noContent, ok } from "../../core/http/envelope";
import { eventParams } from "../schemas";
import { createEntry, deleteEntry, listTimeline, updateEntry } from "./entries";
import { createEntryBody, entryParams, timelineEntrySchema, updateEntryBody } from "./schemas";

// The event day's timeline (docs/planner-guests.md "Timeline"). Each booked
// vendor reads its own entries in its booking (GET /vendor/bookings/{id}).

const owner = { tags: ["Events"], auth: "user" as const, permission: "event.manage" as const };

export const listTimelineEndpoint = defineEndpoint({
  ...owner,
  method: "GET",
  path: "/events/{id}/timeline",
  summary: "The event day's schedule in time order (at most 200 entries); the PDF is GET /events/{id}/timeline/pdf",
  params: eventParams,
  response: z.array(timelineEntrySchema),
  handler: async ({ params, ctx }) => ok(await listTimeline(params.id, ctx)),
});

export const createTimelineEntryEndpoint = defineEndpoint({
  ...owner,
  method: "POST",
  path: "/events/{id}/timeline",
  summary:
    "Add an entry: a time, a title (Arabic, English or both) and who (a live booking of this event, whose vendor then sees the entry, or a person's name)",
  params: eventParams,
  body: createEntryBody,
  response: timelineEntrySchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const entry = await createEntry(params.id, body, ctx);
    return created(entry, `/api/v1/events/${params.id}/timeline/${entry.id}`);
  },
});

export const updateTimelineEntryEndpoint = defineEndpoint({
  ...owner,
  method: "PATCH",
  path: "/events/{id}/timeline/{entryId}",
  summary: "Change an entry (only the fields given)",
  params: entryParams,
  body: updateEntryBody,
  response: timelineEntrySchema,
  handler: async ({ params, body, ctx }) => ok(await updateEntry(params.id, params.entryId, body, ctx)),
});

export const deleteTimelineEntryEndpoint = defineEndpoint({
  ...owner,
  method: "DELETE",
  path: "/events/{id}/timeline/{entryId}",
  summary: "Remove an entry (204)",
  params: entryParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await deleteEntry(params.id, params.entryId, ctx);
    return noContent();
  },
});
