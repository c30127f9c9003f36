import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { compareQuotes } from "./compare-quotes";
import { counterQuote } from "./counter-quote";
import { comparedQuoteSchema, compareQuery, counterBody, quoteIdParams, requoteBody, rfqParams } from "./quote-schemas";
import { requestRequote } from "./request-requote";
import { quoteSchema } from "./view-schemas";

// The customer side of quotations (docs/rfqs.md "Negotiation and compare"):
// counter-offers, re-quote requests and the comparison of an RFQ's quotes.
// Quotes and RFQs that are not the caller's are 404.

const TAGS = ["Quotations"];

export const counterQuoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/quotes/{quoteId}/counter",
  summary:
    "Counter a quotation with a proposed price (below its total) and/or a message: one of at most 3 rounds (a 4th is 409 QUOTATION_INVALID_STATE); 409 QUOTATION_EXPIRED past its validity; 409 QUOTATION_INVALID_STATE while a counter awaits the vendor",
  tags: TAGS,
  auth: "user",
  permission: "quote.accept",
  params: quoteIdParams,
  body: counterBody,
  response: quoteSchema,
  handler: async ({ params, body, ctx }) => ok(await counterQuote(params.quoteId, body, ctx)),
});

export const requestRequoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/quotes/{quoteId}/request-requote",
  summary: "Ask the vendor for a new version of a submitted or expired quotation (not a negotiation round; refused after the 3 rounds)",
  tags: TAGS,
  auth: "user",
  permission: "quote.accept",
  params: quoteIdParams,
  body: requoteBody,
  response: quoteSchema,
  handler: async ({ params, body, ctx }) => ok(await requestRequote(params.quoteId, body.message, ctx)),
});

const COMPARE_SUMMARY =
  "Compare the quotations of your RFQ (withdrawn and void ones left out): totals, items, validity left, vendor rating (new_vendor under 3 reviews), response time, plan badge, attachments and history. sort = price | -price | rating | -rating (others fall back to price)";

export const listRfqQuotationsEndpoint = defineEndpoint({
  method: "GET",
  path: "/rfqs/{id}/quotations",
  summary: COMPARE_SUMMARY,
  tags: TAGS,
  auth: "user",
  permission: "quote.accept",
  params: rfqParams,
  query: compareQuery,
  response: z.array(comparedQuoteSchema),
  handler: async ({ params, query, ctx }) => ok(await compareQuotes(params.id, query.sort, ctx)),
});

export const compareQuotationRequestEndpoint = defineEndpoint({
  method: "GET",
  path: "/quotation-requests/{id}/compare",
  summary: COMPARE_SUMMARY,
  tags: TAGS,
  auth: "user",
  permission: "quote.accept",
  params: rfqParams,
  query: compareQuery,
  response: z.array(comparedQuoteSchema),
  handler: async ({ params, query, ctx }) => ok(await compareQuotes(params.id, query.sort, ctx)),
});
