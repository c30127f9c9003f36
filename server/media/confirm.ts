import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { emit } from "../core/outbox/outbox";
import { canMove } from "./status";
import { mediaStorage } from "./storage";
import { mediaView } from "./views";

/** The caller's own media row; anyone else's is a 404. */
export async function ownMediaOrThrow(id: string, ctx: RequestContext) {
  const row = await db.media.findFirst({ where: { id, ownerUserId: ctx.userId } });
  if (!row) throw notFound();
  return row;
}

/**
 * POST /media/{id}/confirm: the upload is complete. The row moves to
 * `processing` and a MediaConfirmed event (same transaction) starts the
 * asynchronous verification. Confirming again is harmless.
 */
export async function confirmUpload(id: string, ctx: RequestContext) {
  const row = await ownMediaOrThrow(id, ctx);
  if (row.status === "processing" || row.status === "ready") return { media: await mediaView(row) };
  if (!canMove(row.status, "processing")) {
    throw new AppError("CONFLICT", { message: "This upload was rejected; request a new upload URL." });
  }
  // A client that confirms before its PUT finished can simply upload and confirm again.
  if (!(await mediaStorage().exists(row.storageKey))) throw validationFailed({ file: ["validation.media_not_uploaded"] });

  const updated = await db.$transaction(async (tx) => {
    const moved = await tx.media.updateMany({ where: { id, status: "pending" }, data: { status: "processing", confirmedAt: now() } });
    if (moved.count === 1) await emit(tx, "MediaConfirmed", { mediaId: id });
    return tx.media.findUniqueOrThrow({ where: { id } });
  });
  return { media: await mediaView(updated) };
}
