import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import type { FinanceDocument } from "../core/db/generated/client";
import { newId } from "../core/ids";
import { formatAmount } from "../core/money";
import { issueInvoice } from "./issue-invoice";
import { nextDocumentNumber } from "./numbering";
import { label, REFUND_REASON_LABELS, type Bilingual } from "./labels";
import type { InvoiceSnapshot } from "./snapshot";

// One credit note per processed refund, issued in the transaction that
// processes it (server/payments/refunds/complete-refund.ts). It references
// the payment's invoice; a payment paid before invoices existed gets its
// invoice first. A redelivered completion finds the credit note and stops.

export type CreditNoteSnapshot = InvoiceSnapshot & {
  invoice_number: string;
  invoice_issued_at: string;
  refund: { amount: string; reason: Bilingual; note: string | null; processed_at: string };
};

export async function issueCreditNote(tx: Tx, refundId: string): Promise<FinanceDocument> {
  const existing = await tx.financeDocument.findUnique({ where: { refundId } });
  if (existing) return existing;
  const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
  if (refund.status !== "processed") throw new Error(`refund ${refundId} is not processed: no credit note`);
  const invoice = await issueInvoice(tx, refund.paymentId);
  const issuedAt = refund.processedAt ?? now();
  const n = await nextDocumentNumber(tx, "credit_note", issuedAt);
  const snapshot: CreditNoteSnapshot = {
    ...(invoice.snapshot as InvoiceSnapshot),
    amount: formatAmount(refund.amount),
    invoice_number: invoice.number,
    invoice_issued_at: invoice.issuedAt.toISOString(),
    refund: {
      amount: formatAmount(refund.amount),
      reason: label(REFUND_REASON_LABELS, refund.reason)!,
      note: refund.note,
      processed_at: issuedAt.toISOString(),
    },
  };
  return tx.financeDocument.create({
    data: {
      id: newId(),
      kind: "credit_note",
      number: n.number,
      legalEntity: n.legalEntity,
      year: n.year,
      sequence: n.sequence,
      paymentId: invoice.paymentId,
      refundId: refund.id,
      invoiceId: invoice.id,
      payerUserId: invoice.payerUserId,
      vendorId: invoice.vendorId,
      purpose: invoice.purpose,
      amount: refund.amount,
      currency: invoice.currency,
      method: invoice.method,
      providerRef: refund.providerRefundId ?? invoice.providerRef,
      issuedAt,
      snapshot,
    },
  });
}
