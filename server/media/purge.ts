import { now } from "../core/clock";
import { db } from "../core/db/client";
import { mediaStorage } from "./storage";

// Retention (spec "States: Media"): an upload never confirmed within 24 h is
// discarded, object and row. Rejected uploads lose their object at once (the
// row stays so the client can read why); ready files live as long as the
// module that claimed them keeps them.
export const PENDING_TTL_MS = 24 * 3600_000;

/** Deletes pending media older than 24 hours. Returns how many. */
export async function purgeStaleUploads(batchSize = 500): Promise<number> {
  const cutoff = new Date(now().getTime() - PENDING_TTL_MS);
  const stale = await db.media.findMany({ where: { status: "pending", createdAt: { lte: cutoff } }, select: { id: true, storageKey: true }, take: batchSize });
  const storage = mediaStorage();
  let purged = 0;
  for (const row of stale) {
    // Conditional on `pending`: a confirmation that wins the race keeps its file.
    const deleted = await db.media.deleteMany({ where: { id: row.id, status: "pending" } });
    if (deleted.count === 0) continue;
    purged++;
    try {
      await storage.remove(row.storageKey);
    } catch (e) {
      console.error(`[jobs] media ${row.id}: row purged but the object could not be deleted:`, e);
    }
  }
  return purged;
}
