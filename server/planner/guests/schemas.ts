import { z } from "zod";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

// Request and response schemas of the guest list and the RSVP page
// (docs/planner-guests.md).

export const GUEST_SIDES = ["bride", "groom", "host"] as const;
export const RSVP_ANSWERS = ["yes", "no", "maybe"] as const;
export const RSVP_STATUSES = ["pending", ...RSVP_ANSWERS] as const;
export const GUEST_LANGUAGES = ["ar", "en"] as const;
/** Plus-ones per guest: a family invitation is rarely bigger. */
export const MAX_PLUS_ONES = 20;

const id = z.string().min(1).max(100);

/**
 * A guest's phone, any country (guests come from abroad too); a number without a country code is read as Kuwaiti. Stored in E.164.
 * A Kuwaiti number must be a valid one; a number from abroad needs only the right length for its country: other
 * countries' numbering plans change faster than the library's tables (a new UK range read as invalid refused a guest),
 * and the number only prefills a WhatsApp link.
 */
const guestPhone = z
  .string()
  .max(40)
  .meta({ example: "+96550000001" })
  .transform((input, ctx) => {
    const parsed = parsePhoneNumberFromString(input.replace(/[\s().-]/g, "").replace(/^00/, "+"), "KW");
    if (parsed && (parsed.isValid() || (parsed.countryCallingCode !== "965" && parsed.isPossible()))) return parsed.number as string;
    ctx.issues.push({ code: "custom", message: "validation.guest_phone_invalid", input });
    return z.NEVER;
  });
const text = (max: number) => z.string().trim().max(max);

export const guestParams = z.object({ id: id.meta({ description: "Event id (ULID)." }), guestId: id.meta({ description: "Guest id (ULID)." }) });

export const guestFields = {
  name: text(100).min(1, { message: "validation.required" }),
  // Field-named messages: an import's row error then reads the values in the caller's language, not the codes.
  side: z.enum(GUEST_SIDES, { message: "validation.guest_side" }).nullable().meta({ description: "bride, groom or host; null when not said." }),
  group: text(60).nullable().meta({ description: 'Free text: "Colleagues", "Aunt Huda\'s family".' }),
  phone: guestPhone.nullable().meta({ description: "Any country (without a country code: Kuwait); stored and answered in E.164." }),
  email: z.email().max(254).nullable(),
  plus_ones: z
    .number({ message: "validation.guest_plus_ones" })
    .int({ message: "validation.guest_plus_ones" })
    .min(0, { message: "validation.guest_plus_ones" })
    .max(MAX_PLUS_ONES, { message: "validation.guest_plus_ones" }),
  dietary_notes: text(300).nullable(),
  language: z
    .enum(GUEST_LANGUAGES, { message: "validation.guest_language" })
    .meta({ description: "The language of the guest's RSVP page and WhatsApp message." }),
};

export const createGuestBody = z.strictObject({
  name: guestFields.name,
  side: guestFields.side.optional(),
  group: guestFields.group.optional(),
  phone: guestFields.phone.optional(),
  email: guestFields.email.optional(),
  plus_ones: guestFields.plus_ones.optional(),
  dietary_notes: guestFields.dietary_notes.optional(),
  language: guestFields.language.optional(),
});
export type CreateGuestInput = z.infer<typeof createGuestBody>;

export const updateGuestBody = createGuestBody.partial().meta({ description: "Only the fields given change; null clears an optional field." });
export type UpdateGuestInput = z.infer<typeof updateGuestBody>;

export const importGuestsBody = z.strictObject({
  format: z.enum(["csv", "xlsx"]),
  file_base64: z
    .string()
    .max(760_000)
    .regex(/^[A-Za-z0-9+/=\s]*$/, { message: "validation.format" })
    .meta({
      description: "The file, base64 (at most 512 KB decoded, 2,000 rows). Columns: name, side, group, phone, email, plus_ones, dietary_notes, language.",
    }),
});
export type ImportGuestsInput = z.infer<typeof importGuestsBody>;

export const exportGuestsQuery = z.strictObject({ format: z.enum(["csv", "xlsx"]).default("csv") });

export const guestSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    side: z.enum(GUEST_SIDES).nullable(),
    group: z.string().nullable(),
    phone: z.string().nullable().meta({ description: "E.164." }),
    email: z.string().nullable(),
    plus_ones: z.number().int(),
    dietary_notes: z.string().nullable(),
    language: z.enum(GUEST_LANGUAGES),
    rsvp: z.object({
      status: z.enum(RSVP_STATUSES),
      head_count: z.number().int().nullable().meta({ description: "How many come with the answer (yes or maybe), the guest included." }),
      answered_at: z.string().nullable(),
      link: z.string().nullable().meta({ description: "The guest's personal RSVP page; null once revoked (POST .../rsvp-link makes a new one)." }),
      whatsapp_url: z
        .string()
        .nullable()
        .meta({ description: "wa.me link with the invitation and the RSVP link prefilled in the guest's language; null without a phone or a link." }),
    }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "EventGuest" });
export type GuestView = z.infer<typeof guestSchema>;

export const rsvpTotalsSchema = z
  .object({
    invited: z.number().int().meta({ description: "Guests on the list." }),
    invited_people: z.number().int().meta({ description: "Guests plus their plus-ones: the most who could come." }),
    yes: z.number().int(),
    no: z.number().int(),
    maybe: z.number().int(),
    pending: z.number().int(),
    head_count: z.number().int().meta({ description: "People coming: the head counts of the yes answers." }),
    maybe_head_count: z.number().int().meta({ description: "People who might come (maybe answers)." }),
  })
  .meta({ id: "RsvpTotals" });
export type RsvpTotals = z.infer<typeof rsvpTotalsSchema>;

export const importResultSchema = z
  .object({
    imported: z.number().int(),
    rejected: z.number().int(),
    errors: z.array(
      z.object({ row: z.number().int().meta({ description: "1-based row in the file, the header being row 1." }), field: z.string(), message: z.string() }),
    ),
  })
  .meta({ id: "GuestImportResult" });
export type ImportResult = z.infer<typeof importResultSchema>;

export const rsvpParams = z.object({ token: z.string().min(1).max(100).meta({ description: "The guest's personal RSVP token (from the link)." }) });

export const rsvpAnswerBody = z.strictObject({
  answer: z.enum(RSVP_ANSWERS),
  head_count: z
    .number()
    .int()
    .min(1)
    .max(MAX_PLUS_ONES + 1)
    .optional()
    .meta({ description: "Yes or maybe: how many come, the guest included (1 to 1 + plus-ones; 1 when left out)." }),
});
export type RsvpAnswerInput = z.infer<typeof rsvpAnswerBody>;

export const rsvpPageSchema = z
  .object({
    guest: z.object({ name: z.string(), plus_ones: z.number().int(), language: z.enum(GUEST_LANGUAGES) }),
    event: z.object({
      title: z.string(),
      event_type: z.string(),
      event_date: z.string().nullable(),
      event_time: z.string().nullable(),
      area: z.object({ name: z.string(), name_en: z.string() }).nullable(),
    }),
    answer: z.object({ status: z.enum(RSVP_STATUSES), head_count: z.number().int().nullable(), answered_at: z.string().nullable() }),
  })
  .meta({ id: "RsvpPage", description: "What the guest's link shows: the event's public details and the guest's own answer, nothing else." });
export type RsvpPageView = z.infer<typeof rsvpPageSchema>;
