import { z } from "zod";
import { cursorParams } from "../core/http/query";
import { MAX_ATTACHMENTS, MAX_BODY_CHARS } from "./send-message";

// Request and response schemas of the conversation endpoints (docs/conversations.md).

const id = z.string().min(1).max(100);
const isoTime = z.string().meta({ description: "ISO 8601 time." });

export const conversationParams = z.object({ id: id.meta({ description: "Conversation id (ULID)." }) });

export const listQuery = z.strictObject({
  cursor: cursorParams.cursor,
  limit: z.coerce.number().int().min(1).max(50).default(20).meta({ description: "Items per page (1-50, default 20)." }),
});

export const startBody = z.strictObject({
  vendor_id: id.meta({ description: "The vendor to write to (approved, not suspended)." }),
  context_type: z
    .enum(["inquiry", "rfq", "booking"])
    .optional()
    .meta({ description: "Default inquiry. rfq: an RFQ of the caller sent to the vendor; booking: a booking of the caller with the vendor." }),
  context_id: id.optional().meta({ description: "The RFQ or booking id (required for rfq and booking, refused for inquiry)." }),
  message: z
    .string()
    .max(MAX_BODY_CHARS * 2)
    .optional()
    .meta({ description: `Optional first message (1-${MAX_BODY_CHARS} characters after trimming).` }),
});

export const sendBody = z.strictObject({
  body: z
    .string()
    .max(MAX_BODY_CHARS * 2)
    .optional()
    .meta({ description: `1-${MAX_BODY_CHARS} characters after trimming; optional when attachments are given.` }),
  attachment_ids: z
    .array(id)
    .max(MAX_ATTACHMENTS)
    .optional()
    .meta({ description: "Ready uploads of the sender in context message_attachment (images or PDF, at most 5)." }),
});

export const conversationSchema = z.object({
  id: z.string(),
  vendor: z.object({ id: z.string(), name: z.string(), slug: z.string(), logo_url: z.string().nullable() }),
  customer: z.object({ id: z.string(), name: z.string() }),
  context: z.object({ type: z.enum(["inquiry", "rfq", "booking"]), id: z.string().nullable() }),
  subject: z
    .object({
      title: z.string().meta({ description: "The RFQ's title (for a booking: the title of the RFQ it was booked from)." }),
      reference: z.string().nullable().meta({ description: "The booking's reference (BK-...); null for an RFQ." }),
    })
    .nullable()
    .meta({ description: "What the thread is about, to tell two threads with one vendor apart; null for an inquiry from the profile page." }),
  last_message: z.object({ body_preview: z.string(), sender: z.enum(["me", "them"]), created_at: isoTime }).nullable(),
  last_message_at: isoTime.nullable(),
  unread_count: z.number().int(),
});

export const messageSchema = z.object({
  id: z.string(),
  sender: z.object({ type: z.enum(["customer", "vendor"]), name: z.string() }),
  mine: z.boolean(),
  body: z.string().meta({ description: "Phone numbers and emails of the other side are masked until a booking exists between them." }),
  attachments: z.array(z.object({ id: z.string(), url: z.string(), mime_type: z.string(), name: z.string() })),
  created_at: isoTime,
});
