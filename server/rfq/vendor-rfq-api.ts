import { now } from "../core/clock";
import { validationFailed } from "../core/errors";
import { defineEndpoint } from "../core/http/endpoint";
import { created, ok, okPage } from "../core/http/envelope";
import { pageMeta, pagedList } from "../core/http/meta";
import type { RequestContext } from "../core/http/request-context";
import { declineRfq } from "./decline-rfq";
import { getVendorRfq } from "./get-vendor-rfq";
import { catalogQuoteInput, moduleQuoteInput, type QuoteInput } from "./quote-input";
import {
  catalogQuoteBody,
  catalogReviseBody,
  declineBody,
  inboxQuery,
  moduleQuoteBody,
  moduleReviseBody,
  quoteIdParams,
  quotationParams,
  rfqParams,
  submittedQuoteSchema,
} from "./quote-schemas";
import { reviseQuote } from "./revise-quote";
import { submitQuote } from "./submit-quote";
import { quoteSchema, vendorRfqSchema } from "./view-schemas";
import { listVendorRfqs, planLimitMetaSchema } from "./vendor-inbox";
import { withdrawQuote } from "./withdraw-quote";

// The vendor side of RFQs (docs/rfqs.md "Vendor side"): the inbox, the own
// copy, declining, and submitting, revising, holding firm on and withdrawing
// quotations, in both path sets. The vendor acts in its vendor context;
// RFQs it did not receive and quotes that are not its own are 404.

const TAGS = ["Quotations"];

export const listVendorRfqsEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendor/rfqs",
  summary:
    "The vendor's RFQ inbox, newest first, page-paginated; meta.plan_limit has this month's received RFQs against the plan's receive limit (null = unlimited), when it resets, and the quotation quota",
  tags: TAGS,
  auth: "user",
  vendorPermission: "rfq.respond",
  query: inboxQuery,
  ...pagedList(vendorRfqSchema, pageMeta.extend({ plan_limit: planLimitMetaSchema })),
  handler: async ({ query, ctx }) => {
    const { planLimit, ...page } = await listVendorRfqs(query, ctx);
    return okPage(ctx.url, page, { plan_limit: planLimit });
  },
});

export const getVendorRfqEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendor/rfqs/{id}",
  summary:
    "The vendor's own copy of an RFQ it received (never other recipients); the first read marks it viewed. my_quote.history shows every version and counter",
  tags: TAGS,
  auth: "user",
  vendorPermission: "rfq.respond",
  params: rfqParams,
  response: vendorRfqSchema,
  handler: async ({ params, ctx }) => ok(await getVendorRfq(params.id, ctx)),
});

export const declineVendorRfqEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendor/rfqs/{id}/decline",
  summary:
    "Decline an RFQ with an optional reason (409 RFQ_INVALID_STATE once the RFQ is closed or already declined; 409 QUOTATION_INVALID_STATE while you have a live quotation on it)",
  tags: TAGS,
  auth: "user",
  vendorPermission: "rfq.respond",
  params: rfqParams,
  body: declineBody,
  response: vendorRfqSchema,
  handler: async ({ params, body, ctx }) => ok(await declineRfq(params.id, body.reason, ctx)),
});

export const submitVendorQuoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendor/rfqs/{id}/quotes",
  summary:
    "Submit the vendor's quotation on an RFQ it received (module shape). Takes one of the month's quotations (403 SUBSCRIPTION_QUOTA_EXCEEDED); 403 VENDOR_NOT_APPROVED; 409 RFQ_INVALID_STATE when the RFQ is closed or declined; 409 QUOTATION_INVALID_STATE when you already quoted (revise instead); 422 when the items do not sum to the total",
  tags: TAGS,
  auth: "user",
  vendorPermission: "quote.submit",
  params: rfqParams,
  body: moduleQuoteBody,
  response: submittedQuoteSchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const quote = await submitQuote(params.id, moduleQuoteInput(body, now()), ctx);
    return created(quote, `/api/v1/vendor/quotes/${quote.id}`);
  },
});

export const submitQuotationEndpoint = defineEndpoint({
  method: "POST",
  path: "/quotations",
  summary:
    "Submit a quotation (catalog shape: items by description, the total their sum, valid_until a date 1-30 days ahead). Same rules and errors as POST /vendor/rfqs/{id}/quotes",
  tags: TAGS,
  auth: "user",
  vendorPermission: "quote.submit",
  body: catalogQuoteBody,
  response: submittedQuoteSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const quote = await submitQuote(body.rfq_id, catalogQuoteInput(body, now()), ctx);
    return created(quote, `/api/v1/quotations/${quote.id}`);
  },
});

/** A revision with new values, or without (only final_offer true: the same offer again, or holding firm on a counter). */
async function revise(quoteId: string, input: QuoteInput | null, finalOffer: boolean | undefined, requiredField: string, ctx: RequestContext) {
  if (!input && !finalOffer) throw validationFailed({ [requiredField]: ["validation.required"] });
  return reviseQuote(quoteId, { input, finalOffer: finalOffer === true }, ctx);
}

const REVISE_SUMMARY =
  "Revise the quotation: a new version replaces the current values and resets the validity (answers a counter; an expired quote only after the customer asked for a re-quote). final_offer true with the same total (or no new values) on a countered quote holds firm. 409 QUOTATION_INVALID_STATE for a closed quote";

export const reviseVendorQuoteEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/vendor/quotes/{quoteId}",
  summary: `${REVISE_SUMMARY}. {action: "withdraw"} withdraws it`,
  tags: TAGS,
  auth: "user",
  vendorPermission: "quote.submit",
  params: quoteIdParams,
  body: moduleReviseBody,
  response: quoteSchema,
  handler: async ({ params, body, ctx }) => {
    if (body.action === "withdraw") return ok(await withdrawQuote(params.quoteId, ctx));
    const input = body.total_price === undefined ? null : moduleQuoteInput({ ...body, total_price: body.total_price }, now());
    return ok(await revise(params.quoteId, input, body.final_offer, "total_price", ctx));
  },
});

export const reviseQuotationEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/quotations/{id}",
  summary: `${REVISE_SUMMARY}. {withdraw: true} withdraws it`,
  tags: TAGS,
  auth: "user",
  vendorPermission: "quote.submit",
  params: quotationParams,
  body: catalogReviseBody,
  response: quoteSchema,
  handler: async ({ params, body, ctx }) => {
    if (body.withdraw) return ok(await withdrawQuote(params.id, ctx));
    const input = body.items === undefined ? null : catalogQuoteInput({ ...body, items: body.items }, now());
    return ok(await revise(params.id, input, body.final_offer, "items", ctx));
  },
});
