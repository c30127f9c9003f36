import { defineEndpoint } from "../../core/http/endpoint";
import { ok } from "../../core/http/envelope";
import { invoiceWithPdfSchema } from "../../invoices/schemas";
import { getCreditNote } from "./get-credit-note";
import { refundParams } from "./schemas";

// A processed refund's credit note (docs/finance.md "Invoices and credit notes").

export const getCreditNoteEndpoint = defineEndpoint({
  method: "GET",
  path: "/refunds/{id}/credit-note",
  summary:
    "The credit note of a processed refund with a signed PDF link valid 5 minutes: for the payer and admins with refund.approve. 404 until processed or for anyone else",
  tags: ["Invoices"],
  auth: "user",
  params: refundParams,
  response: invoiceWithPdfSchema,
  handler: async ({ params, ctx }) => ok(await getCreditNote(params.id, ctx)),
});
