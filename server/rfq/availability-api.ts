import { z } from "zod";
import { calendarDate } from "../core/dates";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { eventParams } from "../planner/schemas";
import { eventVendorAvailability } from "./event-vendors";
import { vendorsFreeOn } from "./vendors-free-on";

// Availability in the RFQ loop for the customer (docs/rfqs.md "Availability"):
// the wizard's "booked on <date>" marks and the event page's free/busy per
// booked or quoted vendor. Free or busy only, never the reason.

const TAGS = ["RFQs"];
const MAX_IDS = 20;

const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(","))
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100)).min(1).max(MAX_IDS))
  .meta({ description: "Vendor ids, comma-separated or repeated (1-20)." });

const vendorsFreeOnQuery = z.strictObject({ date: calendarDate.meta({ description: "YYYY-MM-DD (Kuwait day)." }), vendor_ids: idList });

const vendorRef = z.object({ id: z.string(), slug: z.string(), name: z.string(), name_en: z.string() });

export const vendorsFreeOnEndpoint = defineEndpoint({
  method: "GET",
  path: "/rfqs/vendor-availability",
  summary:
    "Whether each of the given vendors has room on a day (the RFQ wizard marks the busy ones before sending). Unknown ids are left out; never the reason",
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  query: vendorsFreeOnQuery,
  response: z.object({ date: z.string(), vendors: z.array(z.object({ vendor_id: z.string(), free: z.boolean() })) }),
  handler: async ({ query, ctx }) => ok(await vendorsFreeOn(query, ctx)),
});

export const eventVendorAvailabilityEndpoint = defineEndpoint({
  method: "GET",
  path: "/events/{id}/vendor-availability",
  summary:
    "The event's vendors and their day: booked (a booking of this event that is not cancelled), or, for a vendor with a live quotation on an open RFQ of the event and no booking, free or busy on the service day (the event date, else the RFQ's needed-by date). 404 for another customer's event",
  tags: TAGS,
  auth: "user",
  permission: "rfq.create",
  params: eventParams,
  response: z.object({
    vendors: z.array(
      z.object({
        vendor: vendorRef,
        state: z.enum(["booked", "free", "busy"]),
        date: z.string().meta({ description: "YYYY-MM-DD: the booking's service date, or the quoted RFQ's service day." }),
        booking_id: z.string().nullable(),
        quote_id: z.string().nullable(),
      }),
    ),
  }),
  handler: async ({ params, ctx }) => ok(await eventVendorAvailability(params.id, ctx)),
});
