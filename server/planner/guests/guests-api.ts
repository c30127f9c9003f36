import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { created, noContent, ok } from "../../core/http/envelope";
import { eventParams, eventSchema } from "../schemas";
import { applyHeadCount } from "./apply-head-count";
import { createGuest } from "./create-guest";
import { exportGuests } from "./export-guests";
import { importGuests } from "./import-guests";
import { listGuests } from "./list-guests";
import { answerRsvp, getRsvp } from "./rsvp";
import {
  createGuestBody,
  exportGuestsQuery,
  guestParams,
  guestSchema,
  importGuestsBody,
  importResultSchema,
  rsvpAnswerBody,
  rsvpPageSchema,
  rsvpParams,
  rsvpTotalsSchema,
  updateGuestBody,
} from "./schemas";
import { deleteGuest, renewRsvpLink, revokeRsvpLink, updateGuest } from "./update-guest";

// The event's guest list and the guests' RSVP pages (docs/planner-guests.md).
// Another customer's event or guest is 404, like every event endpoint.

const TAGS = ["Events"];
const owner = { tags: TAGS, auth: "user" as const, permission: "event.manage" as const };

export const listGuestsEndpoint = defineEndpoint({
  ...owner,
  method: "GET",
  path: "/events/{id}/guests",
  summary:
    "The event's guest list (at most 2,000, by name) with each guest's RSVP, link and WhatsApp link; `meta.totals` counts the answers and the head count",
  params: eventParams,
  response: z.array(guestSchema),
  meta: z.object({ totals: rsvpTotalsSchema }),
  handler: async ({ params, ctx }) => {
    const { items, totals } = await listGuests(params.id, ctx);
    return ok(items, { meta: { totals } });
  },
});

export const createGuestEndpoint = defineEndpoint({
  ...owner,
  method: "POST",
  path: "/events/{id}/guests",
  summary: "Add a guest (with a personal RSVP link). 422 past 2,000 guests",
  params: eventParams,
  body: createGuestBody,
  response: guestSchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const guest = await createGuest(params.id, body, ctx);
    return created(guest, `/api/v1/events/${params.id}/guests/${guest.id}`);
  },
});

export const updateGuestEndpoint = defineEndpoint({
  ...owner,
  method: "PATCH",
  path: "/events/{id}/guests/{guestId}",
  summary: "Change a guest (only the fields given). Fewer plus-ones than the guest's answer counted shrink the answer with them",
  params: guestParams,
  body: updateGuestBody,
  response: guestSchema,
  handler: async ({ params, body, ctx }) => ok(await updateGuest(params.id, params.guestId, body, ctx)),
});

export const deleteGuestEndpoint = defineEndpoint({
  ...owner,
  method: "DELETE",
  path: "/events/{id}/guests/{guestId}",
  summary: "Remove a guest (204); the guest's link stops working",
  params: guestParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await deleteGuest(params.id, params.guestId, ctx);
    return noContent();
  },
});

export const renewRsvpLinkEndpoint = defineEndpoint({
  ...owner,
  method: "POST",
  path: "/events/{id}/guests/{guestId}/rsvp-link",
  summary: "A new personal RSVP link for the guest; the previous one stops working at once",
  params: guestParams,
  response: guestSchema,
  handler: async ({ params, ctx }) => ok(await renewRsvpLink(params.id, params.guestId, ctx)),
});

export const revokeRsvpLinkEndpoint = defineEndpoint({
  ...owner,
  method: "DELETE",
  path: "/events/{id}/guests/{guestId}/rsvp-link",
  summary: "Revoke the guest's RSVP link (the page answers 404 until a new link is made); the guest's answer stays",
  params: guestParams,
  response: guestSchema,
  handler: async ({ params, ctx }) => ok(await revokeRsvpLink(params.id, params.guestId, ctx)),
});

export const importGuestsEndpoint = defineEndpoint({
  ...owner,
  method: "POST",
  path: "/events/{id}/guests/import",
  summary:
    "Import guests from a CSV or XLSX file (base64, at most 512 KB). Good rows are added, bad rows reported with their row, field and message and skipped; 422 only when the file itself cannot be read",
  params: eventParams,
  body: importGuestsBody,
  response: importResultSchema,
  handler: async ({ params, body, ctx }) => ok(await importGuests(params.id, body, ctx)),
});

export const exportGuestsEndpoint = defineEndpoint({
  ...owner,
  method: "GET",
  path: "/events/{id}/guests/export",
  summary: "The guest list as a CSV or XLSX file (not JSON), with each guest's answer; the import reads it back",
  params: eventParams,
  query: exportGuestsQuery,
  handler: async ({ params, query, ctx }) => {
    const file = await exportGuests(params.id, query.format, ctx);
    return { status: 200, stream: file.body, headers: file.headers };
  },
});

export const applyHeadCountEndpoint = defineEndpoint({
  ...owner,
  method: "POST",
  path: "/events/{id}/guests/apply-head-count",
  summary:
    "Set the event's guests_expected to the RSVP head count (the customer's explicit choice). The event's edit rules apply: 422 while a booking holds the number, or when nobody said yes yet",
  params: eventParams,
  response: eventSchema,
  handler: async ({ params, ctx }) => ok(await applyHeadCount(params.id, ctx)),
});

export const getRsvpEndpoint = defineEndpoint({
  method: "GET",
  path: "/rsvp/{token}",
  summary:
    "A guest's RSVP page: the event's public details (title, date, time, area) and the guest's own answer. No sign-in; 404 for an unknown or revoked link. Rate-limited per IP",
  tags: TAGS,
  auth: "public",
  rateLimits: ["rsvp"],
  params: rsvpParams,
  response: rsvpPageSchema,
  handler: async ({ params }) => ok(await getRsvp(params.token)),
});

export const answerRsvpEndpoint = defineEndpoint({
  method: "POST",
  path: "/rsvp/{token}",
  summary:
    "The guest answers yes, no or maybe, with how many come (1 to 1 + plus-ones). May be changed any time. 404 for an unknown or revoked link. Rate-limited per IP",
  tags: TAGS,
  auth: "public",
  rateLimits: ["rsvp"],
  params: rsvpParams,
  body: rsvpAnswerBody,
  response: rsvpPageSchema,
  handler: async ({ params, body, ctx }) => ok(await answerRsvp(params.token, body, ctx)),
});
