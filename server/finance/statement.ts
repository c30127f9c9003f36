import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { assertDocumentLink, documentLink } from "../invoices/document-links";
import { renderStatementPdf } from "./statement-pdf";
import { assertVendorFinanceReader } from "./vendor-access";

// GET /vendors/{id}/settlements/{settlementId}/statement answers a signed
// 5-minute link; GET /files/statements/{id} serves the PDF to whoever holds it.

export async function statementLink(vendorId: string, settlementId: string, ctx: RequestContext) {
  await assertVendorFinanceReader(ctx, vendorId);
  const s = await db.settlement.findFirst({ where: { id: settlementId, vendorId }, select: { id: true } });
  if (!s) throw notFound();
  return documentLink("statement", s.id);
}

export async function statementFile(settlementId: string, link: { expires?: number; signature?: string }) {
  await assertDocumentLink("statement", settlementId, link);
  const { reference, pdf } = await renderStatementPdf(settlementId);
  return {
    body: new Blob([new Uint8Array(pdf)]).stream(),
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${reference}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  };
}
