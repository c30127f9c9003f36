import { z } from "zod";
import { amountString, moneySchema } from "../../core/money";

// Request and response shapes of quote drafts and quote templates (docs/quote-drafts.md).

const id = z.string().min(1).max(100);
const sourceSchema = z
  .object({
    type: z
      .enum(["package", "service", "past_quote"])
      .meta({ description: "package: one of your service packages; service: a service's from-price; past_quote: your quotation on a similar RFQ." }),
    id: z.string(),
  })
  .meta({ id: "QuoteDraftSource" });

export const draftParams = z.object({ quoteId: id.meta({ description: "Your quotation's id, or, before you quoted, the RFQ's id from your inbox (ULID)." }) });

export const quoteDraftSchema = z
  .object({
    rfq_id: z.string(),
    quote_id: z.string().nullable().meta({ description: "Your quotation on the RFQ when you already sent one (the draft is for a revision), else null." }),
    lines: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().int(),
        unit_price: moneySchema,
        line_total: moneySchema,
        source: sourceSchema,
      }),
    ),
    total: moneySchema.nullable().meta({ description: "The lines' sum; null without lines." }),
    validity_days: z.number().int(),
    note: z.object({
      text: z.string().meta({ description: "In the caller's language." }),
      ar: z.string(),
      en: z.string(),
      by: z.enum(["built_in", "model"]).meta({ description: "built_in: the drafter's own note; model: written by the configured language model." }),
    }),
    sources: z.array(
      sourceSchema.extend({
        name: z.string().nullable().meta({ description: "The package or service name in the caller's language, or the past RFQ's title." }),
      }),
    ),
    basis: z.object({
      guest_count: z.number().int().nullable(),
      month: z.string().meta({ description: "YYYY-MM of the service day." }),
      season: z.enum(["winter", "spring", "summer", "autumn"]),
      budget_band: z
        .enum(["under_500", "500_2000", "2000_5000", "5000_plus", "unknown"])
        .meta({ description: "unknown when the customer did not show the budget." }),
    }),
    based_on: z.object({ quote_id: z.string(), score: z.number().int().meta({ description: "0-3: guests, budget band and season alike." }) }).nullable(),
  })
  .meta({ id: "QuoteDraft" });

export type QuoteDraftView = z.infer<typeof quoteDraftSchema>;

const templateLine = z.strictObject({
  name: z.string().trim().min(2).max(100),
  quantity: z.number().int().min(1).max(10_000),
  unit_price: amountString.meta({ description: "At least 0.000." }),
});

export const templateBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  lines: z.array(templateLine).max(30).meta({ description: "0-30 lines." }),
  note: z.string().trim().max(2000).optional(),
});

export const templateParams = z.object({ id: id.meta({ description: "Template id (ULID)." }) });

export const quoteTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), unit_price: moneySchema, line_total: moneySchema })),
    total: moneySchema.nullable(),
    note: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "QuoteTemplate" });

export type QuoteTemplateView = z.infer<typeof quoteTemplateSchema>;
export type TemplateBody = z.output<typeof templateBody>;
