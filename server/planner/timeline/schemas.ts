import { z } from "zod";

// Request and response schemas of the event day's timeline (docs/planner-guests.md "Timeline").

const id = z.string().min(1).max(100);
const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "validation.format" })
  .meta({ description: "HH:MM (24 h) on the event day." });
const text = (max: number) => z.string().trim().max(max);

export const entryParams = z.object({ id: id.meta({ description: "Event id (ULID)." }), entryId: id.meta({ description: "Timeline entry id (ULID)." }) });

const fields = {
  starts_at: hhmm,
  ends_at: hhmm.nullable(),
  title_ar: text(120).nullable().meta({ description: "The title in Arabic; at least one of title_ar and title_en." }),
  title_en: text(120).nullable(),
  booking_id: id.nullable().meta({ description: "Who: a live booking of this event (its vendor sees this entry). Not with person_name." }),
  person_name: text(100).nullable().meta({ description: "Who: a person (the DJ's cousin, the aunt at the door). Not with booking_id." }),
  notes: text(500).nullable(),
};

export const createEntryBody = z.strictObject({
  starts_at: fields.starts_at,
  ends_at: fields.ends_at.optional(),
  title_ar: fields.title_ar.optional(),
  title_en: fields.title_en.optional(),
  booking_id: fields.booking_id.optional(),
  person_name: fields.person_name.optional(),
  notes: fields.notes.optional(),
});
export type CreateEntryInput = z.infer<typeof createEntryBody>;
export const updateEntryBody = createEntryBody.partial().meta({ description: "Only the fields given change; null clears an optional field." });
export type UpdateEntryInput = z.infer<typeof updateEntryBody>;

export const timelineEntrySchema = z
  .object({
    id: z.string(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    title: z.string().meta({ description: "In the caller's language when written in it, else the other." }),
    title_ar: z.string().nullable(),
    title_en: z.string().nullable(),
    who: z
      .object({
        type: z.enum(["vendor", "person"]),
        booking_id: z.string().nullable(),
        vendor: z.object({ id: z.string(), name: z.string(), name_en: z.string() }).nullable(),
        person_name: z.string().nullable(),
      })
      .nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: "TimelineEntry" });
export type TimelineEntryView = z.infer<typeof timelineEntrySchema>;

/** What a booked vendor sees: its own entries of the day, nobody else's. */
export const vendorTimelineEntrySchema = timelineEntrySchema
  .pick({ id: true, starts_at: true, ends_at: true, title: true, title_ar: true, title_en: true, notes: true })
  .meta({ id: "BookingTimelineEntry" });
export type VendorTimelineEntryView = z.infer<typeof vendorTimelineEntrySchema>;
