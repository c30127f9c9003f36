import { db } from "../core/db/client";

export type InvoiceRef = { id: string; number: string };

/** The invoices of these payments in one query (payment views carry `invoice: {id, number} | null`). */
export async function invoiceRefs(paymentIds: string[]): Promise<Map<string, InvoiceRef>> {
  if (!paymentIds.length) return new Map();
  const rows = await db.financeDocument.findMany({
    where: { kind: "invoice", paymentId: { in: paymentIds } },
    select: { id: true, number: true, paymentId: true },
  });
  return new Map(rows.map((r) => [r.paymentId, { id: r.id, number: r.number }]));
}
