import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { removeAvatar, setAvatar } from "./avatar";

const avatarSchema = z
  .object({ avatar_url: z.string().nullable().meta({ description: "Path of the 512x512 avatar on this API's origin; null when none." }) })
  .meta({ id: "Avatar" });

export const setAvatarEndpoint = defineEndpoint({
  method: "PUT",
  path: "/me/avatar",
  summary:
    "Set the caller's avatar: media_id of a ready upload of theirs in context avatar (POST /media with context avatar, PUT the bytes, confirm, wait for ready: JPEG, PNG or WebP, at most 5 MB, at least 200x200; stored as a 512x512 crop without EXIF). The previous avatar is deleted. 422 on media_id otherwise",
  tags: ["Identity"],
  auth: "user",
  body: z.strictObject({ media_id: z.string().min(1).max(100) }),
  response: avatarSchema,
  handler: async ({ body, ctx }) => ok(await setAvatar(body.media_id, ctx)),
});

export const removeAvatarEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/me/avatar",
  summary: "Remove the caller's avatar (the file is deleted); the initial is shown instead",
  tags: ["Identity"],
  auth: "user",
  response: avatarSchema,
  handler: async ({ ctx }) => ok(await removeAvatar(ctx)),
});
