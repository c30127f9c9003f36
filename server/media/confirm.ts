import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notFound, validationFailed } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { mediaMachine } from "./state-machine";
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
  mediaMachine.assertCan(row.status, "confirm"); // a rejected upload: request a new upload URL
  // A client that confirms before its PUT finished can simply upload and confirm again.
  if (!(await mediaStorage().exists(row.storageKey))) throw validationFailed({ file: ["validation.media_not_uploaded"] });

  const updated = await db.$transaction(async (tx) => {
    // A concurrent confirm may have won: then it emitted the event, and this one changes nothing.
    await mediaMachine.tryMove(tx, row, "confirm", { data: { confirmedAt: now() }, event: { name: "MediaConfirmed", payload: { mediaId: id } } });
    return tx.media.findUniqueOrThrow({ where: { id } });
  });
  return { media: await mediaView(updated) };
}
