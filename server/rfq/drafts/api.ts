import { z } from "zod";
import { defineEndpoint } from "../../core/http/endpoint";
import { created, noContent, ok } from "../../core/http/envelope";
import { createTemplate } from "./create-template";
import { deleteTemplate } from "./delete-template";
import { draftQuote } from "./draft-quote";
import { listTemplates } from "./list-templates";
import { draftParams, quoteDraftSchema, quoteTemplateSchema, templateBody, templateParams } from "./schemas";

// Quote drafts and quote templates of the vendor (docs/quote-drafts.md). The
// vendor acts in its vendor context with the quote permission (owner and
// managers); RFQs, quotes and templates that are not its own are 404.

const TAGS = ["Quotations"];

export const draftVendorQuoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendor/quotes/{quoteId}/ai-draft",
  summary:
    "Draft a quotation from your own data (published services and packages in the RFQ's category, your quotations on similar RFQs): lines with quantities for the guest count, each with its source, their total and a short note in Arabic and English. Changes nothing and sends nothing: edit it and send it as a quotation. quoteId: your quotation, or the RFQ id before you quoted. 409 RFQ_INVALID_STATE when the RFQ takes no quotation (closed, or you declined); 409 QUOTATION_INVALID_STATE when your quotation is closed",
  tags: TAGS,
  auth: "user",
  vendorPermission: "quote.submit",
  params: draftParams,
  response: quoteDraftSchema,
  rateLimits: ["quote_draft"],
  handler: async ({ params, ctx }) => ok(await draftQuote(params.quoteId, ctx)),
});

export const listQuoteTemplatesEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendor/quote-templates",
  summary: "Your saved quote templates (lines and a note), newest first",
  tags: TAGS,
  auth: "user",
  vendorPermission: "quote.submit",
  query: z.strictObject({}),
  response: z.array(quoteTemplateSchema),
  handler: async ({ ctx }) => ok(await listTemplates(ctx)),
});

export const createQuoteTemplateEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendor/quote-templates",
  summary: "Save a quote template: a name, 0-30 lines and a note (at most 50 templates)",
  tags: TAGS,
  auth: "user",
  vendorPermission: "quote.submit",
  body: templateBody,
  response: quoteTemplateSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const template = await createTemplate(body, ctx);
    return created(template, `/api/v1/vendor/quote-templates/${template.id}`);
  },
});

export const deleteQuoteTemplateEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/vendor/quote-templates/{id}",
  summary: "Delete one of your quote templates",
  tags: TAGS,
  auth: "user",
  vendorPermission: "quote.submit",
  params: templateParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await deleteTemplate(params.id, ctx);
    return noContent();
  },
});
