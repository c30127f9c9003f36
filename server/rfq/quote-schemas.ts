import { z } from "zod";
import { calendarDate } from "../core/dates";
import { amountString } from "../core/money";
import { pageParams, sortParam } from "../core/http/query";
import { quoteSchema } from "./view-schemas";

// Request schemas of the vendor quote endpoints and the customer's
// negotiation and compare endpoints (docs/rfqs.md "Negotiation and compare"), and the response
// shapes that extend the shared quote view.

const id = z.string().min(1).max(100);
const mediaIds = z
  .array(id)
  .max(5)
  .optional()
  .meta({ description: "Ready uploads of the caller in context quote_attachment (images or PDF, at most 5 per quote)." });
const notes = z.string().max(2000).optional();
const finalOffer = z.boolean().optional().meta({ description: "Mark this version as the final offer." });

export const rfqParams = z.object({ id: id.meta({ description: "RFQ id (ULID)." }) });
export const quoteIdParams = z.object({ quoteId: id.meta({ description: "Quotation id (ULID)." }) });
export const quotationParams = z.object({ id: id.meta({ description: "Quotation id (ULID)." }) });

export const INBOX_FILTERS = ["new", "viewed", "quoted", "declined", "closed"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const inboxQuery = z.strictObject({
  status: z.enum(INBOX_FILTERS).optional().meta({
    description:
      "new (not opened yet), viewed, quoted (your quotation is in), declined, closed (the RFQ is accepted, rejected, expired or cancelled). Without it: all.",
  }),
  ...pageParams,
});

export const COMPARE_SORTS = ["price", "-price", "rating", "-rating"] as const;
export const compareQuery = z.strictObject({ sort: sortParam(COMPARE_SORTS, "price") });

export const declineBody = z.strictObject({ reason: z.string().max(500).optional().meta({ description: "Optional, at most 500 characters." }) });

const moduleItem = z.strictObject({
  name: z.string().trim().min(2).max(100),
  quantity: z.number().int().min(1).max(10_000),
  unit_price: amountString.meta({ description: "At least 0.000." }),
});

const moduleFields = {
  total_price: amountString.meta({ description: "1.000 to 999999.999 KWD." }),
  items: z
    .array(moduleItem)
    .max(30)
    .optional()
    .meta({ description: "0-30 line items; when given, the sum of quantity x unit_price must equal total_price within 0.001." }),
  validity_days: z.number().int().min(1).max(30).optional().meta({ description: "1-30, default 7; the quote is valid until submission + this many days." }),
  delivery_notes: notes.meta({ description: "At most 2000 characters." }),
  notes: notes.meta({ description: "At most 2000 characters." }),
  attachment_media_ids: mediaIds,
};

/** POST /vendor/rfqs/{id}/quotes (quotation-request module shape). */
export const moduleQuoteBody = z.strictObject(moduleFields);

/** PATCH /vendor/quotes/{quoteId}: a revision (the submit fields), a hold-firm ({final_offer: true} alone) or {action: "withdraw"}. */
export const moduleReviseBody = z.strictObject({
  ...moduleFields,
  total_price: moduleFields.total_price
    .optional()
    .meta({ description: "Required for a revision; leave out with final_offer true to hold firm on the current offer." }),
  final_offer: finalOffer,
  action: z.enum(["withdraw"]).optional().meta({ description: "withdraw: take the quotation back (other fields are ignored)." }),
});

const catalogItem = z.strictObject({
  description: z.string().trim().min(2).max(100),
  quantity: z.number().int().min(1).max(10_000),
  unit_price: amountString.meta({ description: "At least 0.000." }),
});

const catalogFields = {
  items: z.array(catalogItem).min(1).max(30).meta({ description: "1-30 lines; the total is the sum of quantity x unit_price (1.000 to 999999.999 KWD)." }),
  notes: notes.meta({ description: "At most 2000 characters." }),
  valid_until: calendarDate.optional().meta({ description: "YYYY-MM-DD, 1-30 days ahead (Kuwait); valid to the end of that day. Default 7 days ahead." }),
  delivery_time_days: z.number().int().min(0).max(365).optional(),
  attachment_media_ids: mediaIds,
};

/** POST /quotations (catalog shape). */
export const catalogQuoteBody = z.strictObject({ rfq_id: id.meta({ description: "The RFQ you received." }), ...catalogFields });

/** PATCH /quotations/{id}: a revision, a hold-firm ({final_offer: true} alone) or {withdraw: true}. */
export const catalogReviseBody = z.strictObject({
  ...catalogFields,
  items: catalogFields.items.optional().meta({ description: "Required for a revision; leave out with final_offer true to hold firm on the current offer." }),
  final_offer: finalOffer,
  withdraw: z.literal(true).optional().meta({ description: "true: take the quotation back (other fields are ignored)." }),
});

export const counterBody = z.strictObject({
  proposed_price: amountString.optional().meta({ description: "More than 0.000 and less than the quotation's total." }),
  message: z.string().max(1000).optional().meta({ description: "1-1000 characters. At least one of proposed_price and message." }),
});

export const requoteBody = z.strictObject({ message: z.string().max(1000).optional().meta({ description: "Optional, 1-1000 characters." }) });

export const submittedQuoteSchema = quoteSchema
  .extend({
    quota: z.object({
      used_this_month: z.number().int(),
      limit: z.number().int().nullable().meta({ description: "null = unlimited." }),
    }),
  })
  .meta({ id: "SubmittedQuotation" });

export const comparedQuoteSchema = quoteSchema
  .extend({
    validity_remaining: z
      .object({ seconds: z.number().int(), days: z.number().int().meta({ description: "Whole days left." }) })
      .nullable()
      .meta({ description: "null once the validity date has passed." }),
    vendor_rating: z.object({
      average: z.number().nullable().meta({ description: "null while the vendor has fewer than 3 reviews (new_vendor)." }),
      count: z.number().int(),
      new_vendor: z.boolean(),
    }),
    response_time_hours: z.number().meta({ description: "From the RFQ reaching the vendor to its first quotation, one decimal." }),
    plan_badge: z.string().meta({
      description:
        "The vendor's current plan code (free, basic, professional, enterprise), as the spec lists it; the portals never show a subscription tier to customers.",
    }),
  })
  .meta({ id: "ComparedQuotation" });

export type ComparedQuoteView = z.infer<typeof comparedQuoteSchema>;
export type SubmittedQuoteView = z.infer<typeof submittedQuoteSchema>;
