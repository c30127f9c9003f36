import type { FinanceDocument } from "../core/db/generated/client";
import { money } from "../core/money";
import { documentLink } from "./document-links";
import type { InvoiceView, InvoiceWithPdfView } from "./schemas";

export function invoiceView(d: FinanceDocument): InvoiceView {
  const snapshot = d.snapshot as { invoice_number?: string };
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    invoice_number: d.kind === "credit_note" ? (snapshot.invoice_number ?? null) : null,
    purpose: d.purpose as InvoiceView["purpose"],
    amount: money(d.amount, d.currency),
    method: d.method === "knet" || d.method === "card" ? d.method : null,
    provider_reference: d.providerRef,
    payment_id: d.paymentId,
    refund_id: d.refundId,
    issued_at: d.issuedAt.toISOString(),
  };
}

/** A single read: the view plus a signed PDF link (5 minutes). */
export async function invoiceWithPdf(d: FinanceDocument): Promise<InvoiceWithPdfView> {
  return { ...invoiceView(d), pdf: await documentLink(d.kind, d.id) };
}
