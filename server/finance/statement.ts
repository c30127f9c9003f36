import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { assertDocumentLink, documentLink } from "../invoices/document-links";
import { pdfFile } from "../invoices/pdf/file-response";
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
  return pdfFile(pdf, `${reference}.pdf`);
}
