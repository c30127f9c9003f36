import { createHmac, timingSafeEqual } from "node:crypto";
import { now } from "../core/clock";
import { notFound } from "../core/errors";
import { authSecret } from "../identity/sessions/secrets";
import { appUrl } from "../core/app-url";

// Signed links to finance PDFs: invoices and credit notes at
// `GET /files/documents/{kind}/{id}?expires=&signature=` (server/invoices),
// settlement statements at `GET /files/statements/{id}?...` (server/finance), valid
// 5 minutes (Limits: private file URLs). HMAC-SHA256 over kind, id and expiry
// with the app secret. A bad or expired link answers 404: the link is the
// only credential, so it reveals nothing about what exists.

export const DOCUMENT_URL_TTL_SEC = 5 * 60;
export type DocumentKind = "invoice" | "credit_note" | "statement";

async function mac(kind: DocumentKind, id: string, expires: number): Promise<Buffer> {
  return createHmac("sha256", await authSecret())
    .update(`document\n${kind}\n${id}\n${expires}`)
    .digest();
}

/** What the API answers for a PDF: an absolute signed URL and when it stops working. */
export async function documentLink(kind: DocumentKind, id: string): Promise<{ url: string; expires_at: string }> {
  const expires = Math.floor(now().getTime() / 1000) + DOCUMENT_URL_TTL_SEC;
  const signature = (await mac(kind, id, expires)).toString("base64url");
  const path = kind === "statement" ? `/files/statements/${id}` : `/files/documents/${kind}/${id}`;
  return { url: appUrl(`/api/v1${path}?expires=${expires}&signature=${signature}`), expires_at: new Date(expires * 1000).toISOString() };
}

export async function assertDocumentLink(kind: DocumentKind, id: string, link: { expires?: number; signature?: string }): Promise<void> {
  if (!link.expires || !link.signature) throw notFound();
  const expected = await mac(kind, id, link.expires);
  const given = Buffer.from(link.signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
  if (link.expires <= Math.floor(now().getTime() / 1000)) throw notFound();
}
