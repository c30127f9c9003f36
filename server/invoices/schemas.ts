import { z } from "zod";
import { pageParams } from "../core/http/query";
import { moneySchema } from "../core/money";

// Request and response schemas of the invoice and credit note endpoints
// (docs/finance.md "Invoices and credit notes").

const id = z.string().min(1).max(100);
const isoTime = z.string().meta({ description: "ISO 8601 UTC time." });

export const documentIdParams = z.object({ id: id.meta({ description: "Invoice or credit note id (ULID)." }) });
export const vendorInvoicesQuery = z.strictObject({ ...pageParams });

export const documentFileParams = z.object({ kind: z.enum(["invoice", "credit_note"]), id });
/** `expires` and `signature` of the signed link (both optional here so a missing one is a 404, not a 422). */
export const documentFileQuery = z.strictObject({
  expires: z
    .string()
    .regex(/^\d{1,12}$/, { message: "validation.format" })
    .transform(Number)
    .optional(),
  signature: z.string().max(100).optional(),
});

export const invoiceSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["invoice", "credit_note"]),
    number: z.string().meta({ example: "INV-2026-000001" }),
    invoice_number: z.string().nullable().meta({ description: "A credit note's invoice; null on an invoice." }),
    purpose: z.enum(["booking_deposit", "subscription", "subscription_renewal", "order_payment"]),
    amount: moneySchema,
    method: z.enum(["knet", "card"]).nullable(),
    provider_reference: z.string().nullable(),
    payment_id: z.string(),
    refund_id: z.string().nullable(),
    issued_at: isoTime,
  })
  .meta({ id: "Invoice" });

export const pdfLinkSchema = z.object({
  url: z.string().meta({ description: "Signed link to the PDF, valid 5 minutes." }),
  expires_at: isoTime,
});

export const invoiceWithPdfSchema = invoiceSchema.extend({ pdf: pdfLinkSchema }).meta({ id: "InvoiceWithPdf" });

export type InvoiceView = z.infer<typeof invoiceSchema>;
export type InvoiceWithPdfView = z.infer<typeof invoiceWithPdfSchema>;
