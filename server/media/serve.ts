import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { assertSigned } from "./signing";
import { mediaStorage } from "./storage";
import { contentDisposition } from "./storage/s3";
import { VARIANT_MIME, variantKey, variantWidths } from "./variants";

/**
 * GET /media/{id}/file: the bytes of a ready file. Public files need nothing
 * and are cached for a year (a ready object never changes); private files
 * need the app's signature (5 minutes) and are never cached. `w`: the WebP
 * variant of that width of a public image (server/media/variants.ts), as immutable.
 */
export async function openMediaFile(id: string, link: { expires?: number; signature?: string; w?: number }) {
  const row = await db.media.findUnique({ where: { id } });
  if (!row || row.status !== "ready") throw notFound();
  const isPublic = row.visibility === "public";
  if (!isPublic) {
    // Without a signature the file does not exist as far as the caller can tell.
    if (link.expires === undefined || link.signature === undefined) throw notFound();
    await assertSigned(row.id, "GET", { expires: link.expires, signature: link.signature });
  }
  if (link.w !== undefined && !variantWidths(row).includes(link.w)) throw notFound();
  let variant = link.w !== undefined ? { key: variantKey(row.storageKey, link.w), width: link.w } : null;
  let object = variant && (await mediaStorage().open(variant.key));
  // An image verified before variants existed has none until scripts/media-variants.ts has made them: its
  // srcset still names them, so the original answers, cached briefly, and the variant is served once made.
  const standIn = variant !== null && !object;
  if (!object) {
    variant = null;
    object = await mediaStorage().open(row.storageKey);
  }
  if (!object) throw notFound();
  const headers: Record<string, string> = {
    "Content-Type": variant ? VARIANT_MIME : (row.mimeType ?? row.declaredMime),
    "Content-Disposition": contentDisposition("inline", variant ? variantFilename(row.filename, variant.width) : row.filename),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": !isPublic ? "private, no-store" : standIn ? "public, max-age=300" : "public, max-age=31536000, immutable",
  };
  if (object.size !== null) headers["Content-Length"] = String(object.size);
  if (row.sha256) headers.ETag = variant ? `"${row.sha256}-w${variant.width}"` : `"${row.sha256}"`;
  return { body: object.body, headers };
}

/** `cover.jpg` -> `cover-800.webp`: the name a saved variant gets. */
function variantFilename(filename: string, width: number): string {
  const dot = filename.lastIndexOf(".");
  return `${dot > 0 ? filename.slice(0, dot) : filename}-${width}.webp`;
}
