import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { assertSigned } from "./signing";
import { mediaStorage } from "./storage";
import { contentDisposition } from "./storage/s3";

/**
 * GET /media/{id}/file: the bytes of a ready file. Public files need nothing
 * and are cached for a year (a ready object never changes); private files
 * need the app's signature (5 minutes) and are never cached.
 */
export async function openMediaFile(id: string, link: { expires?: number; signature?: string }) {
  const row = await db.media.findUnique({ where: { id } });
  if (!row || row.status !== "ready") throw notFound();
  const isPublic = row.visibility === "public";
  if (!isPublic) {
    // Without a signature the file does not exist as far as the caller can tell.
    if (link.expires === undefined || link.signature === undefined) throw notFound();
    await assertSigned(row.id, "GET", { expires: link.expires, signature: link.signature });
  }
  const object = await mediaStorage().open(row.storageKey);
  if (!object) throw notFound();
  const headers: Record<string, string> = {
    "Content-Type": row.mimeType ?? row.declaredMime,
    "Content-Disposition": contentDisposition("inline", row.filename),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": isPublic ? "public, max-age=31536000, immutable" : "private, no-store",
  };
  if (object.size !== null) headers["Content-Length"] = String(object.size);
  if (row.sha256) headers.ETag = `"${row.sha256}"`;
  return { body: object.body, headers };
}
