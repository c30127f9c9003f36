import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok } from "../core/http/envelope";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { vendorIdParams } from "../vendors/schemas";
import { getPublicAvailability } from "./public-availability";
import * as s from "./schemas";
import { addCalendarException, getVendorCalendar, removeCalendarException, setVendorPlan } from "./vendor-calendar";

// The vendor calendar (spec Vendors `GET /vendors/me/calendar`, Scale; the
// writes are ours, docs/availability.md). Only endpoints are exported.

export const getCalendarEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/calendar",
  summary:
    "Availability calendar: the weekly plan, daily capacity, and each day from..to (at most 92) with its bookings and exceptions (notes private); any team member",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.view",
  query: s.calendarQuery,
  response: s.calendarSchema,
  handler: async ({ query, ctx }) => ok(await getVendorCalendar(await currentVendorId(ctx, "vendor.view"), query, ctx)),
});

export const setPlanEndpoint = defineEndpoint({
  method: "PUT",
  path: "/vendors/me/calendar/plan",
  summary: "Set the days of the week the business works and how many bookings a day can take (calendar.manage)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "calendar.manage",
  body: s.planBody,
  response: s.planSchema,
  handler: async ({ body, ctx }) => ok(await setVendorPlan(await currentVendorId(ctx, "calendar.manage"), body, ctx)),
});

export const addExceptionEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors/me/calendar/exceptions",
  summary: "Block days (closed whatever the plan says) or open days the plan closes, from today on, at most 366 days (calendar.manage)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "calendar.manage",
  body: s.exceptionBody,
  response: s.exceptionSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) =>
    created(await addCalendarException(await currentVendorId(ctx, "calendar.manage"), body, ctx), "/api/v1/vendors/me/calendar"),
});

export const removeExceptionEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/vendors/me/calendar/exceptions/{id}",
  summary: "Remove a block or an extra open day (calendar.manage)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "calendar.manage",
  params: z.strictObject({ id: z.string() }),
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await removeCalendarException(await currentVendorId(ctx, "calendar.manage"), params.id, ctx);
    return noContent();
  },
});

export const getPublicAvailabilityEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/{id}/availability",
  summary:
    "A listed vendor's days from..to (id or slug; from today on, at most 92 days, up to 24 months ahead): free, busy or closed each day, never why nor for whom. Unlisted vendors: 404",
  tags: ["Marketplace"],
  auth: "public",
  params: vendorIdParams,
  query: s.publicAvailabilityQuery,
  response: s.publicAvailabilitySchema,
  handler: async ({ params, query }) => ok(await getPublicAvailability(params.id, query)),
});
