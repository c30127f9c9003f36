import { z } from "zod";
import { pageParams } from "../core/http/query";
import { AMOUNT_PATTERN, amountString, moneySchema } from "../core/money";
import { calendarDate } from "../core/dates";
import { namedRef, QUOTE_STATUSES, RFQ_STATUSES } from "./view-schemas";

// Request schemas of the customer's RFQ endpoints, both path sets
// (docs/rfqs.md "Creating and sending"), and the admin oversight row.
// Each path set keeps its own bounds: the catalog set up to 10 vendors, the
// module set 1-5 targeted vendors or open-to-category.

export const CATALOG_MAX_VENDORS = 10;
export const MODULE_MAX_VENDORS = 5;
export const MAX_ATTACHMENTS = 5;

const id = z.string().min(1).max(100);
const uniqueIds = (max: number) =>
  z
    .array(id)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: "validation.duplicate_items" });
const positiveAmount = amountString.refine((v) => !AMOUNT_PATTERN.test(v) || Number(v) > 0, { message: "validation.amount_positive" });
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const rfqParams = z.object({ id: id.meta({ description: "RFQ id (ULID)." }) });

const neededBy = calendarDate.meta({
  description: "YYYY-MM-DD: today (Kuwait) or later, not after the event date; defaults to the event date (required when the event has none).",
});
const areaId = id.meta({ description: "Where the event is (an area of GET /locations), optional: a vendor's branch in that area receives the RFQ." });
const attachments = uniqueIds(MAX_ATTACHMENTS).meta({
  description: "Ready uploads of the caller in context rfq_attachment (jpg/png/webp/pdf, 10 MB each), at most 5.",
});

export const catalogCreateBody = z
  .strictObject({
    event_id: id.meta({ description: "An event of the caller in status planning." }),
    category_id: id.meta({ description: "An active category." }),
    description: text(1, 3000),
    budget_min: amountString.optional(),
    budget_max: amountString.optional().meta({ description: "At least budget_min." }),
    vendor_ids: uniqueIds(CATALOG_MAX_VENDORS)
      .default([])
      .meta({ description: "Up to 10 vendors, each approved, published and offering the category; at least one to publish." }),
    attachment_media_ids: attachments.default([]),
    needed_by_date: neededBy.optional(),
    area_id: areaId.optional(),
    publish: z.boolean().default(false).meta({ description: "true sends it at once (status pending); false saves a draft." }),
  })
  .refine((b) => !b.budget_min || !b.budget_max || Number(b.budget_max) >= Number(b.budget_min), {
    message: "validation.rfq_budget_order",
    path: ["budget_max"],
  });
export type CatalogCreateInput = z.infer<typeof catalogCreateBody>;

const moduleFields = {
  category_id: id.meta({ description: "An active category; one category per RFQ." }),
  title: text(5, 120),
  description: text(20, 3000),
  budget_indication: positiveAmount.meta({ description: "KWD, > 0; vendors see it only with show_budget." }),
  show_budget: z.boolean().meta({ description: "Show the budget indication to vendors (default false)." }),
  needed_by_date: neededBy,
  area_id: areaId,
  attachment_media_ids: attachments,
  targeting: z.enum(["targeted", "open"]).meta({ description: "targeted: vendor_ids (1-5); open: the system picks up to 15 vendors when it is sent." }),
  vendor_ids: uniqueIds(MODULE_MAX_VENDORS).meta({
    description: "targeted: 1-5 vendors, each approved, published and offering the category; open: leave out.",
  }),
};

export const moduleCreateBody = z.strictObject({
  ...moduleFields,
  budget_indication: moduleFields.budget_indication.optional(),
  show_budget: moduleFields.show_budget.default(false),
  needed_by_date: moduleFields.needed_by_date.optional(),
  area_id: moduleFields.area_id.optional(),
  attachment_media_ids: moduleFields.attachment_media_ids.default([]),
  vendor_ids: moduleFields.vendor_ids.optional(),
});
export type ModuleCreateInput = z.infer<typeof moduleCreateBody>;

export const moduleUpdateBody = z
  .strictObject({
    ...moduleFields,
    budget_indication: moduleFields.budget_indication.nullable(),
    area_id: moduleFields.area_id.nullable(),
    attachment_media_ids: moduleFields.attachment_media_ids.meta({ description: "The complete list: uploads left out are detached." }),
  })
  .partial()
  .meta({ description: "A draft only; the fields given change." });
export type ModuleUpdateInput = z.infer<typeof moduleUpdateBody>;

export const cancelBody = z.strictObject({ reason: text(1, 500).optional() });

export const listRfqsQuery = z.strictObject({
  event_id: id.optional(),
  status: z.enum(RFQ_STATUSES).optional(),
  ...pageParams,
});
export type ListRfqsQuery = z.infer<typeof listRfqsQuery>;

export const adminListRfqsQuery = z.strictObject({
  status: z.enum(RFQ_STATUSES).optional(),
  category_id: id.optional(),
  ...pageParams,
});
export type AdminListRfqsQuery = z.infer<typeof adminListRfqsQuery>;

export const adminRfqSchema = z
  .object({
    id: z.string(),
    shape: z.enum(["catalog", "module"]),
    title: z.string(),
    status: z.enum(RFQ_STATUSES),
    targeting: z.enum(["targeted", "open"]),
    category: namedRef,
    event_id: z.string(),
    customer: z.object({ id: z.string(), name: z.string() }),
    recipients_count: z.number().int(),
    quote_count: z.number().int(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
    expires_at: z.string().nullable(),
  })
  .meta({ id: "AdminRfq" });
export type AdminRfqView = z.infer<typeof adminRfqSchema>;

export const adminRfqDetailSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(RFQ_STATUSES),
    category: namedRef,
    customer: z.object({ id: z.string(), name: z.string() }),
    recipients_count: z.number().int(),
    sent_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    quotes: z.array(
      z.object({
        id: z.string(),
        status: z.enum(QUOTE_STATUSES),
        vendor: z.object({ id: z.string(), name: z.string() }),
        total: moneySchema,
        valid_until: z.string(),
        revision: z.number().int(),
        voidable: z.boolean().meta({ description: "The quote is live (submitted or counter_received): an admin may void it for compliance." }),
      }),
    ),
  })
  .meta({ id: "AdminRfqDetail" });
export type AdminRfqDetail = z.infer<typeof adminRfqDetailSchema>;

export const adminVoidQuoteBody = z.strictObject({
  reason: text(3, 500).meta({ description: "Why the quote is voided (compliance); shown to the vendor and the customer, kept in the audit log." }),
});
