import { z } from "zod";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { Prisma } from "../core/db/generated/client";
import { AppError } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { LOCALES } from "../core/i18n";
import { newId } from "../core/ids";

// Push tokens (spec "Session and device", Endpoints "Conversations and
// notifications"): a device registers `{token, platform, locale}` bound to
// the caller's current session. The token is the key: registering it again
// updates it, from another session or account moves it (a phone changes hands
// or users switch accounts; pushes must follow the account signed in now).
// Revoking a session removes its tokens (identity/session.ts); suspension and
// deletion remove all of a user's tokens.

export const PUSH_PLATFORMS = ["ios", "android", "web"] as const;

/** APNs tokens are 64 hex chars, FCM tokens ~160; web push endpoints can be longer. */
export const pushToken = z.string().trim().min(1).max(4096);

/** A Web Push subscription key as the browser's PushSubscription.toJSON() gives it: unpadded base64url of `bytes` bytes. */
const base64url = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/)
    .refine((v) => Buffer.from(v, "base64url").length === bytes, { message: "validation.format" });

export const webPushKeys = z
  .strictObject({
    p256dh: base64url(65).meta({ description: "The browser's P-256 public key (RFC 8291: 65 bytes uncompressed), base64url" }),
    auth: base64url(16).meta({ description: "The authentication secret (RFC 8291: 16 bytes), base64url" }),
  })
  .meta({ id: "WebPushKeys" });
export type WebPushKeys = z.infer<typeof webPushKeys>;

/** A browser's Web Push subscription registers its endpoint URL as the token (an FCM web token is no URL). */
export function isWebPushEndpoint(platform: string, token: string): boolean {
  return platform === "web" && token.startsWith("https://");
}

export const registerDeviceBody = z
  .strictObject({
    token: pushToken.meta({ description: "The FCM/APNs token, or for a browser's Web Push subscription its https endpoint URL" }),
    platform: z.enum(PUSH_PLATFORMS),
    locale: z.enum(LOCALES).optional().meta({ description: "Language of the pushes; defaults to the request's Accept-Language" }),
    keys: webPushKeys.optional().meta({ description: "The Web Push subscription's keys: required with an https endpoint on platform web, refused otherwise" }),
  })
  .superRefine((b, ctx) => {
    const endpoint = isWebPushEndpoint(b.platform, b.token);
    // Without its keys nothing can be encrypted for the browser; keys on another token would never be used.
    if (endpoint && !b.keys) ctx.addIssue({ code: "custom", path: ["keys"], message: "validation.required" });
    if (!endpoint && b.keys) ctx.addIssue({ code: "custom", path: ["keys"], message: "validation.invalid" });
  })
  .meta({ id: "PushDeviceRegistration" });

export const pushDeviceSchema = z
  .object({ token: z.string(), platform: z.enum(PUSH_PLATFORMS), locale: z.enum(LOCALES), registered_at: z.string() })
  .meta({ id: "PushDevice" });

type DeviceRow = { token: string; platform: string; locale: "ar" | "en"; createdAt: Date };

function deviceView(row: DeviceRow) {
  return { token: row.token, platform: row.platform as (typeof PUSH_PLATFORMS)[number], locale: row.locale, registered_at: row.createdAt.toISOString() };
}

/**
 * Registers (or re-registers) a push token for the caller's current session.
 * `created` tells a new token from one that was already known.
 */
export async function registerDevice(input: z.infer<typeof registerDeviceBody>, ctx: RequestContext) {
  if (!ctx.userId || !ctx.sessionId) throw new AppError("UNAUTHENTICATED");
  const data = {
    sessionId: ctx.sessionId,
    userId: ctx.userId,
    platform: input.platform,
    locale: input.locale ?? ctx.locale,
    // A token registered again without keys is no Web Push subscription any more.
    webPushKeys: input.keys ? { p256dh: input.keys.p256dh, auth: input.keys.auth } : Prisma.DbNull,
  };
  return db.$transaction(async (tx) => {
    const existing = await tx.pushToken.findUnique({ where: { token: input.token }, select: { id: true } });
    // Prisma runs this as INSERT ... ON CONFLICT (token) DO UPDATE, so two
    // concurrent registrations of one token cannot collide.
    const row = await tx.pushToken.upsert({
      where: { token: input.token },
      create: { id: newId(), token: input.token, createdAt: now(), ...data },
      update: data,
    });
    return { device: deviceView(row), created: !existing };
  });
}

/** Removes the caller's token (from any of the caller's sessions); someone else's or an unknown token is 404. */
export async function removeDevice(token: string, ctx: RequestContext): Promise<void> {
  const removed = await db.pushToken.deleteMany({ where: { token, userId: ctx.userId } });
  if (removed.count === 0)
    throw new AppError("NOT_FOUND", { message: { en: "No such push token on your account.", ar: "لا يوجد رمز الإشعارات الفورية هذا في حسابك." } });
}
