import { z } from "zod";
import { calendarDate } from "../core/dates";
import { pageParams } from "../core/http/query";
import { amountString, moneySchema } from "../core/money";
import { budgetTotalsSchema } from "./budget/summary";
import { checklistProgressSchema } from "./checklist/summary";
import { rsvpTotalsSchema } from "./guests/schemas";

// Request and response schemas of the customer's events (docs/rfqs.md "Events").

export const EVENT_TYPES = ["wedding", "engagement", "birthday", "graduation", "corporate", "conference", "diwaniya", "baby_shower", "other"] as const;
export const EVENT_STATUSES = ["planning", "cancelled"] as const;

const id = z.string().min(1).max(100);
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const eventParams = z.object({ id: id.meta({ description: "Event id (ULID)." }) });

const eventFields = {
  title: text(2, 120),
  event_type: z.enum(EVENT_TYPES),
  event_date: calendarDate.nullable().meta({ description: "YYYY-MM-DD, today (Kuwait) or later." }),
  event_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "validation.format" })
    .nullable()
    .meta({ description: "HH:MM (24 h)." }),
  guests_expected: z.number().int().min(1).max(100_000).nullable(),
  budget_total: amountString.nullable().meta({ description: "Decimal string with 3 decimals (KWD); the response carries it as `budget`." }),
  city_id: id.nullable().meta({ description: "A city id (GET /cities)." }),
  area_id: id
    .nullable()
    .meta({ description: "An area id (GET /areas), in the event's city: its centroid is the reference point of distance in search and on profiles." }),
  location_text: text(0, 200).nullable(),
  notes: text(0, 2000).nullable(),
};

export const createEventBody = z.strictObject({
  title: eventFields.title,
  event_type: eventFields.event_type,
  event_date: eventFields.event_date.optional(),
  event_time: eventFields.event_time.optional(),
  guests_expected: eventFields.guests_expected.optional(),
  budget_total: eventFields.budget_total.optional(),
  city_id: eventFields.city_id.optional(),
  area_id: eventFields.area_id.optional(),
  location_text: eventFields.location_text.optional(),
  notes: eventFields.notes.optional(),
});
export type CreateEventInput = z.infer<typeof createEventBody>;

export const updateEventBody = createEventBody.partial().meta({ description: "Only the fields given change; null clears an optional field." });
export type UpdateEventInput = z.infer<typeof updateEventBody>;

export const listEventsQuery = z.strictObject({ ...pageParams });
export type ListEventsQuery = z.infer<typeof listEventsQuery>;

const namedRef = z.object({ id: z.string(), name: z.string(), name_en: z.string() });

export const eventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    event_type: z.enum(EVENT_TYPES),
    event_date: z.string().nullable(),
    event_time: z.string().nullable(),
    guests_expected: z.number().int().nullable(),
    budget: moneySchema.nullable(),
    city: namedRef.nullable(),
    area: namedRef.nullable().meta({ description: "Where the event is held; `?event=` on search and profiles measures distance from its centroid." }),
    location_text: z.string().nullable(),
    notes: z.string().nullable(),
    status: z.enum(EVENT_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Event" });
export type EventView = z.infer<typeof eventSchema>;

/** The event as a vendor sees it on an RFQ or a booking: everything but the customer's budget. */
export const eventDetailsSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    event_type: z.enum(EVENT_TYPES),
    event_date: z.string().nullable(),
    event_time: z.string().nullable().meta({ description: "HH:MM (24 h, Kuwait time)." }),
    guests_expected: z.number().int().nullable(),
    city: namedRef.nullable(),
    location_text: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: "EventDetails" });
export type EventDetailsView = z.infer<typeof eventDetailsSchema>;

const RFQ_STATUSES = ["draft", "pending", "quoted", "negotiating", "accepted", "rejected", "expired", "cancelled"] as const;

export const eventSummarySchema = z
  .object({
    event: eventSchema,
    rfqs: z.object({
      total: z.number().int(),
      by_status: z.record(z.enum(RFQ_STATUSES), z.number().int()).meta({ description: "Every RFQ status with its count (0 included)." }),
    }),
    quotes_received: z.number().int().meta({ description: "Quotations received on the event's RFQs (any status)." }),
    budget: budgetTotalsSchema.meta({ description: "The planner's budget: total, planned, booked, paid and the share used." }),
    checklist: checklistProgressSchema.meta({ description: "The planner's checklist: items done of all." }),
    rsvp: rsvpTotalsSchema.meta({ description: "The guest list's answers and head count (GET /events/{id}/guests)." }),
    bookings: z.array(
      z.object({
        id: z.string(),
        reference: z.string(),
        status: z.string(),
        vendor: namedRef,
        service_date: z.string(),
        total: moneySchema,
        deposit_due: moneySchema,
        amount_paid: moneySchema,
      }),
    ),
    money: z.object({
      booked_total: moneySchema.meta({ description: "Sum of the totals of bookings that are not cancelled." }),
      amount_paid: moneySchema.meta({ description: "Paid on bookings that are not cancelled." }),
      amount_due: moneySchema.meta({
        description:
          "Still to pay on bookings that are not cancelled: deposits not yet paid here, plus balances the vendors have not yet recorded as received.",
      }),
      deposit_due_now: moneySchema.meta({ description: "Pending bookings: deposit due - amount paid (never below 0)." }),
      balance_to_vendors: moneySchema.meta({
        description:
          "Balances (total - the larger of deposit and amount paid) paid to the vendors directly, not through the platform, not yet recorded as received.",
      }),
    }),
  })
  .meta({ id: "EventSummary" });
export type EventSummaryView = z.infer<typeof eventSummarySchema>;
