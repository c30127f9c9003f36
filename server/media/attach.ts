import { db, type Tx } from "../core/db/client";
import type { Media } from "../core/db/generated/client";
import { validationFailed } from "../core/errors";
import { MEDIA_POLICIES, type MediaContext } from "./policy";
import { mediaSrcset, mediaUrl } from "./views";

// What other modules use: attach an uploaded file to their record, and get
// the URLs of files to put in their payloads.

export type { MediaContext } from "./policy";

/**
 * Attaches an uploaded file to its subject (vendor, service, RFQ, ...), inside
 * the caller's transaction. The media must be the caller's, `ready`, of that
 * context, and not attached elsewhere; the subject's slots (5 attachments) are
 * enforced under a transaction lock, so two concurrent claims never both take
 * the last one. Claiming again for the same subject is a no-op.
 * Otherwise 422 `{ media_id: [...] }`.
 */
export async function claimMedia(tx: Tx, input: { mediaId: string; userId: string; context: MediaContext; subjectId: string }): Promise<{ id: string }> {
  const fail = (key: string) => validationFailed({ media_id: [`validation.${key}`] });
  const policy = MEDIA_POLICIES[input.context];
  if (policy.maxPerSubject !== null) {
    // Serializes claims on one subject until the transaction ends.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`media:${input.context}:${input.subjectId}`}, 0))`;
  }
  const row = await tx.media.findUnique({ where: { id: input.mediaId } });
  if (!row || row.ownerUserId !== input.userId) throw fail("media_not_found");
  if (row.context !== input.context) throw fail("media_wrong_context");
  if (row.status !== "ready") throw fail("media_not_ready");
  if (row.subjectId === input.subjectId) return { id: row.id };
  if (row.subjectId !== null) throw fail("media_in_use");
  if (policy.maxPerSubject !== null) {
    const attached = await tx.media.count({ where: { context: input.context, subjectId: input.subjectId, status: "ready" } });
    if (attached >= policy.maxPerSubject) throw fail("media_limit_reached");
  }
  const claimed = await tx.media.updateMany({ where: { id: row.id, status: "ready", subjectId: null }, data: { subjectId: input.subjectId } });
  if (claimed.count !== 1) throw fail("media_in_use");
  return { id: row.id };
}

/**
 * URLs of ready media, by id (others are left out): public contexts → stable
 * public URL; private → signed URL valid <= 5 minutes. Build them per response,
 * never store them.
 */
export async function mediaUrls(ids: Array<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const urls = new Map<string, string>();
  if (wanted.length === 0) return urls;
  return mediaUrlsOf(await readyMediaRows(wanted));
}

/** The ready media among `ids` (the rows mediaUrlsOf takes; a cache may keep them, never the URLs). */
export function readyMediaRows(ids: Array<string | null | undefined>): Promise<Media[]> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  return wanted.length === 0 ? Promise.resolve([]) : db.media.findMany({ where: { id: { in: wanted }, status: "ready" } });
}

/** URLs of these media rows, by id, built now (a private one is signed for a few minutes). */
export async function mediaUrlsOf(rows: readonly Media[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const row of rows) {
    const url = await mediaUrl(row);
    if (url) urls.set(row.id, url);
  }
  return urls;
}

/** A public image as the portals render it: its URL and the `srcset` of its variants (null for a private file). */
export type MediaImage = { url: string; srcset: string | null };

/** Images of ready media, by id (others are left out); see mediaUrls and mediaSrcset. */
export async function mediaImages(ids: Array<string | null | undefined>): Promise<Map<string, MediaImage>> {
  return mediaImagesOf(await readyMediaRows(ids));
}

/** Images of these media rows, by id, built now. */
export async function mediaImagesOf(rows: readonly Media[]): Promise<Map<string, MediaImage>> {
  const images = new Map<string, MediaImage>();
  for (const row of rows) {
    const url = await mediaUrl(row);
    if (url) images.set(row.id, { url, srcset: mediaSrcset(row) });
  }
  return images;
}
