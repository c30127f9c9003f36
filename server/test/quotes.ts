import * as inboxRoute from "@/app/api/v1/vendor/rfqs/route";
import * as vendorRfqRoute from "@/app/api/v1/vendor/rfqs/[id]/route";
import * as declineRoute from "@/app/api/v1/vendor/rfqs/[id]/decline/route";
import * as vendorQuotesRoute from "@/app/api/v1/vendor/rfqs/[id]/quotes/route";
import * as vendorQuoteRoute from "@/app/api/v1/vendor/quotes/[quoteId]/route";
import * as quotationsRoute from "@/app/api/v1/quotations/route";
import * as quotationRoute from "@/app/api/v1/quotations/[id]/route";
import * as counterRoute from "@/app/api/v1/quotes/[quoteId]/counter/route";
import * as requoteRoute from "@/app/api/v1/quotes/[quoteId]/request-requote/route";
import * as rfqQuotationsRoute from "@/app/api/v1/rfqs/[id]/quotations/route";
import * as compareRoute from "@/app/api/v1/quotation-requests/[id]/compare/route";
import { call } from "./http";
import { auth, tokenFor } from "./identity";

// API clients for the quote tests: the vendor side (inbox, own copy, decline,
// submit, revise) and the customer side (counter, re-quote, compare).

export function quoteFlowApi(caller: { token: string }, locale: "ar" | "en" = "en") {
  const headers = auth(caller.token, locale);
  return {
    inbox: (query: Record<string, string> = {}) => call(inboxRoute, "/vendor/rfqs", { headers, query }),
    rfq: (id: string) => call(vendorRfqRoute, `/vendor/rfqs/${id}`, { headers, params: { id } }),
    decline: (id: string, body: unknown = {}) => call(declineRoute, `/vendor/rfqs/${id}/decline`, { method: "POST", headers, params: { id }, body }),
    submit: (id: string, body: unknown) => call(vendorQuotesRoute, `/vendor/rfqs/${id}/quotes`, { method: "POST", headers, params: { id }, body }),
    revise: (quoteId: string, body: unknown) => call(vendorQuoteRoute, `/vendor/quotes/${quoteId}`, { method: "PATCH", headers, params: { quoteId }, body }),
    submitCatalog: (body: unknown) => call(quotationsRoute, "/quotations", { method: "POST", headers, body }),
    reviseCatalog: (id: string, body: unknown) => call(quotationRoute, `/quotations/${id}`, { method: "PATCH", headers, params: { id }, body }),
    counter: (quoteId: string, body: unknown) => call(counterRoute, `/quotes/${quoteId}/counter`, { method: "POST", headers, params: { quoteId }, body }),
    requote: (quoteId: string, body: unknown = {}) => call(requoteRoute, `/quotes/${quoteId}/request-requote`, { method: "POST", headers, params: { quoteId }, body }),
    quotations: (id: string, query: Record<string, string> = {}) => call(rfqQuotationsRoute, `/rfqs/${id}/quotations`, { headers, params: { id }, query }),
    compare: (id: string, query: Record<string, string> = {}) => call(compareRoute, `/quotation-requests/${id}/compare`, { headers, params: { id }, query }),
  };
}

/** The user with an access token issued at the current (moved) clock: tokens live 15 minutes. */
export async function fresh(user: { id: string }): Promise<{ token: string }> {
  return { token: await tokenFor(user.id) };
}
