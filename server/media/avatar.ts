import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { avatarPath } from "../identity/profile/avatar-url";
import { claimMedia } from "./attach";
import { mediaStorage } from "./storage";
import { removeWithVariants } from "./variants";

// PUT /me/avatar and DELETE /me/avatar (spec Resources "User": avatar JPEG,
// PNG or WebP, at most 5 MB, at least 200x200, stored at 512x512, EXIF
// stripped). The upload is an `avatar` media (POST /media ... confirm): its
// verification already cropped it to 512x512 and re-encoded it without
// metadata (verify.ts), so only a ready avatar of the caller is accepted here
// (422 on media_id otherwise). The previous avatar's row and object are removed.

export type AvatarView = { avatar_url: string | null };

async function replace(userId: string, mediaId: string | null, ctx: RequestContext): Promise<AvatarView> {
  const previous = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`;
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { avatarMediaId: true } });
    if (mediaId) await claimMedia(tx, { mediaId, userId, context: "avatar", subjectId: userId });
    if (user.avatarMediaId === mediaId) return null;
    await tx.user.update({ where: { id: userId }, data: { avatarMediaId: mediaId } });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: mediaId ? "user.avatar_changed" : "user.avatar_removed",
      entityType: "user",
      entityId: userId,
      diff: { avatar_media_id: [user.avatarMediaId, mediaId] },
      request: ctx,
    });
    if (!user.avatarMediaId) return null;
    return tx.media.delete({ where: { id: user.avatarMediaId }, select: { storageKey: true } }).catch(() => null);
  });
  // The old object and its variants go after the commit; a failure leaves an orphan file, never a broken avatar.
  if (previous) await removeWithVariants(mediaStorage(), previous.storageKey).catch(() => undefined);
  return { avatar_url: avatarPath(mediaId) };
}

export const setAvatar = (mediaId: string, ctx: RequestContext) => replace(callerId(ctx), mediaId, ctx);
export const removeAvatar = (ctx: RequestContext) => replace(callerId(ctx), null, ctx);
