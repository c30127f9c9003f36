import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok } from "../core/http/envelope";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { assertWholeVendor } from "../branches/scope";
import type { RequestContext } from "../core/http/request-context";
import { calendarFeedText } from "./ical-feed";
import { revokeCalendarFeed } from "./ical-feed-revoke";
import { rotateCalendarFeed } from "./ical-feed-token";
import { addCalendarImport } from "./ical-import-add";
import { removeCalendarImport } from "./ical-import-remove";
import * as s from "./ical-schemas";
import { getCalendarSync } from "./ical-status";

// iCal both ways (docs/availability.md "iCal"): the vendor's private feed and
// the external calendars it imports. Owner only (`calendar.manage`); the feed
// itself is public to whoever holds its URL. Only endpoints are exported.

/** iCal is the whole vendor's: a member limited to branches gets 404 (docs/vendor-team.md "Branches"). */
async function wholeVendorId(ctx: RequestContext): Promise<string> {
  const vendorId = await currentVendorId(ctx, "calendar.manage");
  await assertWholeVendor(vendorId, ctx.userId);
  return vendorId;
}

export const getCalendarSyncEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/calendar/ical",
  summary: "iCal links: whether the private feed exists, and each imported calendar with its last sync (calendar.manage)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "calendar.manage",
  response: s.syncSchema,
  handler: async ({ ctx }) => ok(await getCalendarSync(await wholeVendorId(ctx))),
});

export const rotateFeedEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors/me/calendar/feed",
  summary: "Create the private iCal feed URL, or replace it (the old URL stops working); the URL is returned only here (calendar.manage)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "calendar.manage",
  response: s.feedSchema,
  successStatus: 201,
  handler: async ({ ctx }) => created(await rotateCalendarFeed(await wholeVendorId(ctx), ctx), "/api/v1/vendors/me/calendar/ical"),
});

export const revokeFeedEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/vendors/me/calendar/feed",
  summary: "Revoke the private iCal feed: its URL answers 404 from now on (calendar.manage)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "calendar.manage",
  successStatus: 204,
  handler: async ({ ctx }) => {
    await revokeCalendarFeed(await wholeVendorId(ctx), ctx);
    return noContent();
  },
});

export const addImportEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors/me/calendar/imports",
  summary: "Import an external calendar (https iCal URL on a public address, at most 5): its busy days block the calendar, refreshed hourly (calendar.manage)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "calendar.manage",
  body: s.importBody,
  response: s.importSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => created(await addCalendarImport(await wholeVendorId(ctx), body, ctx), "/api/v1/vendors/me/calendar/ical"),
});

export const removeImportEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/vendors/me/calendar/imports/{id}",
  summary: "Stop importing a calendar; the days it blocked are freed (calendar.manage)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "calendar.manage",
  params: z.strictObject({ id: z.string() }),
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await removeCalendarImport(await wholeVendorId(ctx), params.id, ctx);
    return noContent();
  },
});

export const calendarFeedEndpoint = defineEndpoint({
  method: "GET",
  path: "/calendar-feeds/{token}",
  summary:
    "A vendor's private iCal feed (text/calendar; `{token}.ics`): bookings, direct orders and blocked days as all-day events; 404 for an unknown or revoked token",
  tags: ["Vendors"],
  auth: "public",
  params: s.feedParams,
  handler: async ({ params, ctx }) => {
    const text = await calendarFeedText(params.token.replace(/\.ics$/, ""), ctx.locale);
    return {
      status: 200,
      stream: new Blob([text]).stream(),
      // Private to whoever holds the URL: never stored by a shared cache.
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Cache-Control": "private, no-store",
        "Content-Disposition": 'inline; filename="calendar.ics"',
        "Referrer-Policy": "no-referrer",
      },
    };
  },
});
