import { z } from "zod";
import { moneySchema } from "../core/money";
import { eventDetailsSchema } from "../planner/schemas";

// Response shapes of RFQs and quotations, shared by both path sets and by
// the customer, vendor and admin endpoints (docs/rfqs.md). Both API shapes
// of the spec are served by one superset: catalog fields (budget_min/max,
// vendors, items[].description) and module fields (title, budget_indication,
// items[].name) side by side.

const isoTime = z.string().meta({ description: "ISO 8601 UTC time." });
const isoDate = z.string().meta({ description: "YYYY-MM-DD." });

export const RFQ_STATUSES = ["draft", "pending", "quoted", "negotiating", "accepted", "rejected", "expired", "cancelled"] as const;
export const QUOTE_STATUSES = ["submitted", "counter_received", "accepted", "not_selected", "rejected", "expired", "void", "withdrawn"] as const;
export const RECIPIENT_STATUSES = ["selected", "sent", "viewed", "quoted", "declined"] as const;

export const namedRef = z.object({ id: z.string(), name: z.string(), name_en: z.string() });
export const attachmentSchema = z.object({ id: z.string(), name: z.string(), mime_type: z.string(), url: z.string() }).meta({ id: "Attachment" });

export const quoteItemSchema = z
  .object({
    name: z.string(),
    description: z.string().meta({ description: "The same as name (catalog shape)." }),
    quantity: z.number().int(),
    unit_price: moneySchema,
    line_total: moneySchema,
  })
  .meta({ id: "QuoteItem" });

export const negotiationEntrySchema = z
  .object({
    type: z.enum(["version", "counter", "requote_request"]),
    at: isoTime,
    revision: z.number().int().meta({ description: "version: its revision; counter/requote_request: the revision it answered." }),
    total: moneySchema.nullable().meta({ description: "version: its total." }),
    final_offer: z.boolean(),
    round: z.number().int().nullable().meta({ description: "counter: its round (1-3)." }),
    proposed_price: moneySchema.nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: "NegotiationEntry" });

export const quoteSchema = z
  .object({
    id: z.string(),
    rfq_id: z.string(),
    vendor: z.object({ id: z.string(), name: z.string(), name_en: z.string(), slug: z.string(), logo_url: z.string().nullable() }),
    status: z.enum(QUOTE_STATUSES),
    revision: z.number().int().meta({ description: "Starts at 1; each revision replaces the previous one." }),
    items: z.array(quoteItemSchema),
    total: moneySchema,
    tax: moneySchema.meta({ description: "Always 0.000 (no tax at launch)." }),
    notes: z.string().nullable(),
    delivery_notes: z.string().nullable(),
    delivery_time_days: z.number().int().nullable(),
    validity_days: z.number().int(),
    valid_until: isoTime,
    submitted_at: isoTime,
    final_offer: z.boolean(),
    rounds_used: z.number().int(),
    rounds_left: z.number().int(),
    attachments: z.array(attachmentSchema),
    history: z.array(negotiationEntrySchema).meta({ description: "Every version and every counter or re-quote request, oldest first." }),
  })
  .meta({ id: "Quotation" });

export const rfqRecipientSchema = z.object({
  vendor_id: z.string(),
  name: z.string(),
  name_en: z.string(),
  slug: z.string(),
  status: z.enum(RECIPIENT_STATUSES).meta({ description: "selected (draft), then sent, viewed, quoted or declined." }),
});

export const busyWarningSchema = z
  .object({
    code: z.literal("VENDOR_BUSY_ON_DATE"),
    vendor_id: z.string(),
    date: isoDate.meta({ description: "The service day: the event date, else the needed-by date." }),
    message: z.string().meta({ description: "In the caller's language, naming the vendor." }),
  })
  .meta({ id: "RfqWarning" });

export const rfqSchema = z
  .object({
    id: z.string(),
    shape: z.enum(["catalog", "module"]),
    event_id: z.string(),
    category: namedRef,
    title: z.string(),
    description: z.string(),
    status: z.enum(RFQ_STATUSES),
    targeting: z.enum(["targeted", "open"]),
    budget_min: moneySchema.nullable(),
    budget_max: moneySchema.nullable(),
    budget_indication: moneySchema.nullable(),
    show_budget_to_vendors: z.boolean(),
    needed_by_date: isoDate,
    sent_at: isoTime.nullable(),
    expires_at: isoTime.nullable(),
    created_at: isoTime,
    attachments: z.array(attachmentSchema),
    vendors: z.array(rfqRecipientSchema),
    quote_count: z.number().int().meta({ description: "Quotations received (any status)." }),
    warnings: z.array(busyWarningSchema).meta({
      description:
        "Targeted RFQs being drafted or open: one per chosen vendor with no room on the service day (it may not take the event; sending still works). Empty otherwise.",
    }),
  })
  .meta({ id: "Rfq" });

/** The vendor's own copy: never other recipients or their number. */
export const vendorRfqSchema = z
  .object({
    id: z.string(),
    category: namedRef,
    title: z.string(),
    description: z.string(),
    status: z.enum(RFQ_STATUSES),
    recipient_status: z.enum(RECIPIENT_STATUSES),
    received_at: isoTime,
    viewed_at: isoTime.nullable(),
    expires_at: isoTime.nullable(),
    needed_by_date: isoDate,
    budget: z
      .object({ min: moneySchema.nullable(), max: moneySchema.nullable(), indication: moneySchema.nullable() })
      .nullable()
      .meta({ description: "Only when the customer chose to show it." }),
    event: eventDetailsSchema,
    customer: z.object({
      name: z.string().meta({ description: "First name and last initial." }),
      avatar_url: z.string().nullable().meta({ description: "The customer's avatar (a path), null when none." }),
    }),
    attachments: z.array(attachmentSchema),
    my_quote: quoteSchema.nullable(),
    availability: z
      .object({
        date: isoDate.meta({ description: "The service day: the event date, else the needed-by date." }),
        free: z.boolean().meta({ description: "The vendor's calendar has room that day (a booking from this RFQ would fit)." }),
        reason: z
          .enum(["booked", "blocked", "closed"])
          .nullable()
          .meta({ description: "Why not: full with bookings, a blocked day, or off the weekly plan; null when free." }),
      })
      .nullable()
      .meta({ description: "The vendor's own calendar on the RFQ's day while the RFQ is open; null once it is closed." }),
  })
  .meta({ id: "VendorRfq" });

export type QuoteView = z.infer<typeof quoteSchema>;
export type RfqView = z.infer<typeof rfqSchema>;
export type VendorRfqView = z.infer<typeof vendorRfqSchema>;
