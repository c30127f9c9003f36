import { z } from "zod";

// Request and response shapes of the iCal feed and imports (docs/availability.md "iCal").

export const importBody = z.strictObject({
  url: z.string().trim().min(1).max(2000).meta({ description: "The calendar's iCal address (https), e.g. Google Calendar's secret address in iCal format." }),
});

export const importSchema = z.object({
  id: z.string(),
  url: z.string(),
  last_status: z.enum(["ok", "error"]).nullable().meta({ description: "null: not fetched yet." }),
  last_error: z
    .string()
    .nullable()
    .meta({ description: "Why the last fetch failed, a short code (too_large, timeout, address_refused, http_404, not_calendar...)." }),
  last_fetched_at: z.string().nullable(),
  busy_ranges: z.number().int().meta({ description: "Busy day ranges the last successful fetch stored." }),
  created_at: z.string(),
});

export const syncSchema = z.object({
  feed: z.object({ created_at: z.string() }).nullable().meta({ description: "The private feed, when one exists (its URL is shown only when created)." }),
  imports: z.array(importSchema),
});

export const feedSchema = z.object({
  url: z.string().meta({ description: "The private feed URL: shown this once; anyone with it sees the bookings, direct orders and blocked days." }),
  created_at: z.string(),
});

export const feedParams = z.strictObject({
  token: z.string().max(200).meta({ description: "The feed's token, optionally followed by .ics" }),
});
