import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { ULID_PATTERN } from "../core/ids";
import { assertDocumentLink } from "./document-links";
import { renderDocumentPdf } from "./render-document";
import { pdfFile } from "./pdf/file-response";

/**
 * GET /files/documents/{kind}/{id}: the PDF of an invoice or credit note. The
 * signed link is the only credential (5 minutes); a bad or expired one is 404.
 */
export async function openDocumentFile(kind: "invoice" | "credit_note", id: string, link: { expires?: number; signature?: string }) {
  await assertDocumentLink(kind, id, link);
  const doc = ULID_PATTERN.test(id) ? await db.financeDocument.findFirst({ where: { id, kind } }) : null;
  if (!doc) throw notFound();
  return pdfFile(renderDocumentPdf(doc), `${doc.number}.pdf`);
}
