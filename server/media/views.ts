import { config } from "../core/config";
import type { Media } from "../core/db/generated/client";
import { appUrl } from "../core/app-url";
import type { MediaContext } from "./policy";
import { PRIVATE_URL_TTL_SEC, signedQuery } from "./signing";
import { mediaStorage } from "./storage";
import { variantKey, variantWidths } from "./variants";

/**
 * A public file the app serves itself: on APP_URL when it is set (the public
 * origin), else relative to the origin the request came to, so a page opened
 * under any host name or port (127.0.0.1, a LAN address, PORT=3600) loads it.
 */
function publicFileUrl(id: string, width?: number): string {
  const path = width === undefined ? `/api/v1/media/${id}/file` : `/api/v1/media/${id}/file?w=${width}`;
  return config().APP_URL ? appUrl(path) : path;
}

/**
 * The URL a client loads a ready file from. Public: a stable URL (the CDN's
 * when configured, else the app's `/file`), cacheable forever because a ready
 * object never changes. Private: a signed URL valid 5 minutes.
 */
export async function mediaUrl(row: Media): Promise<string | null> {
  if (row.status !== "ready") return null;
  const storage = mediaStorage();
  if (row.visibility === "public") return storage.publicUrl(row.storageKey) ?? publicFileUrl(row.id);
  const direct = await storage.presignDownload(row.storageKey, {
    expiresInSec: PRIVATE_URL_TTL_SEC,
    contentType: row.mimeType ?? row.declaredMime,
    filename: row.filename,
  });
  if (direct) return direct;
  const { query } = await signedQuery(row.id, "GET", PRIVATE_URL_TTL_SEC);
  return appUrl(`/api/v1/media/${row.id}/file?${query}`);
}

/**
 * The `srcset` of a ready public image: its WebP variants and the original at
 * its own width ("<url> 400w, <url> 800w, <url> 1600w"), each as stable as the
 * original's URL; null for private files, PDFs and images without a known width.
 */
export function mediaSrcset(row: Media): string | null {
  if (row.status !== "ready" || row.visibility !== "public" || !row.width || row.mimeType === "application/pdf") return null;
  const storage = mediaStorage();
  const variants = variantWidths(row).map((w) => `${storage.publicUrl(variantKey(row.storageKey, w)) ?? publicFileUrl(row.id, w)} ${w}w`);
  return [...variants, `${storage.publicUrl(row.storageKey) ?? publicFileUrl(row.id)} ${row.width}w`].join(", ");
}

/** The owner's view of a media record (no storage key or provider detail). */
export async function mediaView(row: Media) {
  return {
    id: row.id,
    status: row.status,
    context: row.context as MediaContext,
    visibility: row.visibility as "public" | "private",
    filename: row.filename,
    mime_type: row.mimeType ?? row.declaredMime,
    size: row.size ?? row.declaredSize,
    width: row.width,
    height: row.height,
    url: await mediaUrl(row),
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
  };
}
