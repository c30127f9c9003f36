import type { Tx } from "../core/db/client";
import type { FinanceDocument } from "../core/db/generated/client";
import { newId } from "../core/ids";
import { nextDocumentNumber } from "./numbering";
import { invoiceSnapshot } from "./snapshot";

// One invoice per paid payment, issued in the transaction that moves the
// payment to paid (server/payments/apply-outcome.ts). The payment row is
// locked first, so two issuers of the same payment queue and the second
// finds the first one's invoice. Numbered by the Kuwait year of paid_at.

export async function issueInvoice(tx: Tx, paymentId: string): Promise<FinanceDocument> {
  await tx.$queryRaw`SELECT id FROM payments WHERE id = ${paymentId} FOR UPDATE`;
  const existing = await tx.financeDocument.findFirst({ where: { paymentId, kind: "invoice" } });
  if (existing) return existing;
  const p = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
  if (!p.paidAt) throw new Error(`payment ${paymentId} is not paid: no invoice`);
  const n = await nextDocumentNumber(tx, "invoice", p.paidAt);
  const snapshot = await invoiceSnapshot(tx, p, p.paidAt);
  return tx.financeDocument.create({
    data: {
      id: newId(),
      kind: "invoice",
      number: n.number,
      legalEntity: n.legalEntity,
      year: n.year,
      sequence: n.sequence,
      paymentId: p.id,
      payerUserId: p.payerUserId,
      vendorId: p.vendorId,
      purpose: p.purpose,
      amount: p.amount,
      currency: p.currency,
      method: p.method,
      providerRef: p.providerRef,
      issuedAt: p.paidAt,
      snapshot,
    },
  });
}
