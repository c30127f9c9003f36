import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import type { InvoiceWithPdfView } from "./schemas";
import { invoiceWithPdf } from "./views";

/** GET /payments/{id}/invoice: the payer's invoice of a paid payment; 404 for anyone else or before it is paid. */
export async function getPaymentInvoice(paymentId: string, ctx: RequestContext): Promise<InvoiceWithPdfView> {
  assertSignedIn(ctx);
  const doc = ULID_PATTERN.test(paymentId) ? await db.financeDocument.findFirst({ where: { paymentId, kind: "invoice", payerUserId: ctx.userId } }) : null;
  if (!doc) throw notFound();
  return invoiceWithPdf(doc);
}
