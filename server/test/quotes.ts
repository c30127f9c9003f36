import { call } from "./http";
import { auth, tokenFor } from "./identity";

// API clients for the quote tests: the vendor side (inbox, own copy, decline,
// submit, revise) and the customer side (counter, re-quote, compare).

export function quoteFlowApi(caller: { token: string }, locale: "ar" | "en" = "en") {
  const headers = auth(caller.token, locale);
  return {
    inbox: (query: Record<string, string> = {}) => call("/vendor/rfqs", { headers, query }),
    rfq: (id: string) => call(`/vendor/rfqs/${id}`, { headers }),
    decline: (id: string, body: unknown = {}) => call(`/vendor/rfqs/${id}/decline`, { method: "POST", headers, body }),
    submit: (id: string, body: unknown) => call(`/vendor/rfqs/${id}/quotes`, { method: "POST", headers, body }),
    revise: (quoteId: string, body: unknown) => call(`/vendor/quotes/${quoteId}`, { method: "PATCH", headers, body }),
    submitCatalog: (body: unknown) => call("/quotations", { method: "POST", headers, body }),
    reviseCatalog: (id: string, body: unknown) => call(`/quotations/${id}`, { method: "PATCH", headers, body }),
    counter: (quoteId: string, body: unknown) => call(`/quotes/${quoteId}/counter`, { method: "POST", headers, body }),
    requote: (quoteId: string, body: unknown = {}) => call(`/quotes/${quoteId}/request-requote`, { method: "POST", headers, body }),
    quotations: (id: string, query: Record<string, string> = {}) => call(`/rfqs/${id}/quotations`, { headers, query }),
    compare: (id: string, query: Record<string, string> = {}) => call(`/quotation-requests/${id}/compare`, { headers, query }),
  };
}

/** The user with an access token issued at the current (moved) clock: tokens live 15 minutes. */
export async function fresh(user: { id: string }): Promise<{ token: string }> {
  return { token: await tokenFor(user.id) };
}
