import { z } from "zod";
import { calendarDate } from "../core/dates";

// Request and response shapes of the vendor calendar (GET/PUT/POST/DELETE /vendors/me/calendar...).

/** At most this many days in one calendar read (a quarter). */
export const MAX_RANGE_DAYS = 92;
/** One exception covers at most a year. */
export const MAX_EXCEPTION_DAYS = 366;
export const MAX_DAILY_CAPACITY = 50;

export const calendarQuery = z.strictObject({
  from: calendarDate.optional().meta({ description: "First day (YYYY-MM-DD, Kuwait); default: the 1st of this Kuwait month." }),
  to: calendarDate.optional().meta({ description: `Last day, at most ${MAX_RANGE_DAYS} days after from; default: the end of from's month.` }),
});

export const planBody = z.strictObject({
  work_days: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .refine((days) => new Set(days).size === days.length, { message: "validation.duplicate_items" })
    .meta({ description: "Days the business works: 0 Sunday .. 6 Saturday (an empty list: closed unless a day is opened)." }),
  daily_capacity: z.number().int().min(1).max(MAX_DAILY_CAPACITY).meta({ description: "Bookings one day can take (a hall: 1)." }),
});

export const exceptionBody = z
  .strictObject({
    kind: z.enum(["blocked", "open"]).meta({ description: "blocked: closed on these days; open: open although the plan says closed." }),
    starts_on: calendarDate,
    ends_on: calendarDate,
    note: z.string().trim().max(200).optional().meta({ description: "Private to the vendor's team, never shown to customers." }),
    branch_id: z
      .string()
      .trim()
      .min(1)
      .max(26)
      .nullable()
      .optional()
      .meta({ description: "A branch's own day (GET /vendors/me/branches); null: the whole vendor. A member limited to one branch gets it by default." }),
  })
  .refine((b) => b.starts_on <= b.ends_on, { message: "validation.date_range", path: ["ends_on"] });

const planSchema = z.object({
  work_days: z.array(z.number().int()),
  daily_capacity: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The saved daily capacity; null: no plan saved yet, every day open with the default capacity (the days' `capacity`)." }),
});

export const exceptionSchema = z.object({
  id: z.string(),
  kind: z.enum(["blocked", "open"]),
  starts_on: z.string(),
  ends_on: z.string(),
  note: z.string().nullable(),
  branch_id: z.string().nullable().meta({ description: "The branch whose day it is; null: the whole vendor." }),
  source: z
    .enum(["manual", "ical"])
    .meta({ description: "manual: set by the vendor's team; ical: a busy day of an imported calendar (removed with its import, not one by one)." }),
});

export const calendarSchema = z.object({
  plan: planSchema,
  days: z.array(
    z.object({
      date: z.string(),
      open: z.boolean(),
      capacity: z.number().int().meta({ description: "Bookings and direct orders the day takes (the default one a day while no plan is saved)." }),
      booked: z.number().int(),
      free: z.boolean(),
      exception_ids: z.array(z.string()),
      bookings: z.array(
        z.object({
          id: z.string(),
          reference: z.string(),
          status: z.string(),
          kind: z.enum(["booking", "order"]).meta({ description: "A booking (of a quote) or a direct order." }),
        }),
      ),
    }),
  ),
  exceptions: z.array(exceptionSchema),
});

export { planSchema };

// The public side (GET /vendors/{id}/availability): free or busy per day, nothing else.

export const publicAvailabilityQuery = z.strictObject({
  from: calendarDate.optional().meta({ description: "First day (YYYY-MM-DD, Kuwait), today or later; default: today." }),
  to: calendarDate
    .optional()
    .meta({ description: `Last day, at most ${MAX_RANGE_DAYS} days from from and 24 months from today; default: the end of from's month.` }),
});

export const publicDayStatus = z.enum(["free", "busy", "closed"]).meta({
  description: "free: a booking fits; busy: booked up or blocked (never why); closed: not a working day of the vendor's weekly plan.",
});

export const publicAvailabilitySchema = z
  .object({
    vendor_id: z.string(),
    from: z.string(),
    to: z.string(),
    days: z.array(z.object({ date: z.string(), status: publicDayStatus })),
  })
  .meta({ id: "PublicAvailability" });
