import { z } from "zod";
import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { ok, okPage } from "../core/http/envelope";
import { getPaymentInvoice } from "./get-payment-invoice";
import { documentFileParams, documentFileQuery, documentIdParams, invoiceSchema, invoiceWithPdfSchema, vendorInvoicesQuery } from "./schemas";
import { openDocumentFile } from "./serve-document";
import { getVendorInvoice, listVendorInvoices } from "./vendor-invoices";

// Invoices and credit notes (docs/finance.md "Invoices and credit notes").
// Read only: issued documents never change, so no update or delete exists.
// A refund's credit note is served from server/payments/refunds.

const TAGS = ["Invoices"];

export const getPaymentInvoiceEndpoint = defineEndpoint({
  method: "GET",
  path: "/payments/{id}/invoice",
  summary: "The invoice of the caller's paid payment, with a signed PDF link valid 5 minutes. 404 when the payment is not the caller's or not paid",
  tags: TAGS,
  auth: "user",
  params: z.object({ id: z.string().min(1).max(100).meta({ description: "Payment id (ULID)." }) }),
  response: invoiceWithPdfSchema,
  handler: async ({ params, ctx }) => ok(await getPaymentInvoice(params.id, ctx)),
});

export const listInvoicesEndpoint = defineEndpoint({
  method: "GET",
  path: "/invoices",
  summary: "The vendor owner's invoices and credit notes (the vendor's plan payments), newest first, page-paginated",
  tags: TAGS,
  auth: "user",
  query: vendorInvoicesQuery,
  ...pagedList(invoiceSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listVendorInvoices(query, ctx)),
});

export const getInvoiceEndpoint = defineEndpoint({
  method: "GET",
  path: "/invoices/{id}",
  summary: "One of the vendor's own invoices or credit notes with a signed PDF link (vendor owner); 404 for anything else",
  tags: TAGS,
  auth: "user",
  params: documentIdParams,
  response: invoiceWithPdfSchema,
  handler: async ({ params, ctx }) => ok(await getVendorInvoice(params.id, ctx)),
});

export const getDocumentFileEndpoint = defineEndpoint({
  method: "GET",
  path: "/files/documents/{kind}/{id}",
  summary:
    "The PDF of an invoice or credit note (not JSON). No sign-in: `expires` and `signature` of the signed link are the credential; 404 once expired or tampered",
  tags: TAGS,
  auth: "public",
  params: documentFileParams,
  query: documentFileQuery,
  handler: async ({ params, query }) => {
    const file = await openDocumentFile(params.kind, params.id, query);
    return { status: 200, stream: file.body, headers: file.headers };
  },
});
