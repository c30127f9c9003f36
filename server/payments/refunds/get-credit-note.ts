import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { assertSignedIn, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { hasPermission } from "../../identity/sessions/authenticate";
import type { InvoiceWithPdfView } from "../../invoices/schemas";
import { invoiceWithPdf } from "../../invoices/views";

// GET /refunds/{id}/credit-note: the payer and admins who approve refunds
// (Finance, Super). The credit note exists once the refund is processed;
// before that, and for anyone else, 404.

export async function getCreditNote(refundId: string, ctx: RequestContext): Promise<InvoiceWithPdfView> {
  assertSignedIn(ctx);
  const doc = ULID_PATTERN.test(refundId) ? await db.financeDocument.findUnique({ where: { refundId } }) : null;
  if (!doc) throw notFound();
  const allowed = doc.payerUserId === ctx.userId || (await hasPermission(ctx.userId, "refund.approve"));
  if (!allowed) throw notFound();
  return invoiceWithPdf(doc);
}
