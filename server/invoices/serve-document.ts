import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { ULID_PATTERN } from "../core/ids";
import { assertDocumentLink } from "./document-links";
import { renderDocumentPdf } from "./render-document";

/**
 * GET /files/documents/{kind}/{id}: the PDF of an invoice or credit note. The
 * signed link is the only credential (5 minutes); a bad or expired one is 404.
 */
export async function openDocumentFile(kind: "invoice" | "credit_note", id: string, link: { expires?: number; signature?: string }) {
  await assertDocumentLink(kind, id, link);
  const doc = ULID_PATTERN.test(id) ? await db.financeDocument.findFirst({ where: { id, kind } }) : null;
  if (!doc) throw notFound();
  const pdf = renderDocumentPdf(doc);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(pdf));
      controller.close();
    },
  });
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="${doc.number}.pdf"`,
    "Content-Length": String(pdf.length),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
  return { body, headers };
}
