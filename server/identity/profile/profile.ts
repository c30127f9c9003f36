import { z } from "zod";
import { diffOf, writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import type { Prisma, User } from "../../core/db/generated/client";
import type { RequestContext } from "../../core/http/request-context";
import { translate, type Locale } from "../../core/i18n";
import { sendEmail, sendSms } from "../../messaging/send";
import { locale, personName } from "../fields";
import { userSchema } from "../schemas";
import { userView } from "../views";
import { avatarPath } from "./avatar-url";

// PATCH /me: name, locale and notification preferences. Email and phone
// changes need verification of the new identifier and live elsewhere.

/** Deletion grace period: the account is anonymized 30 days after the request. */
export const DELETION_GRACE_MS = 30 * 86_400_000;

export const NOTIFICATION_CHANNELS = ["push", "email", "sms"] as const;
const MAX_CATEGORIES = 50;

/** channel -> category -> enabled. Categories are open (modules add theirs); keys are snake_case. */
const channelPreferences = z
  .record(z.string().regex(/^[a-z][a-z0-9_]{0,49}$/, { message: "validation.format" }), z.boolean())
  .refine((prefs) => Object.keys(prefs).length <= MAX_CATEGORIES, { message: "validation.invalid" });

export const notificationPreferences = z
  .strictObject(
    Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, channelPreferences.optional()])) as Record<
      (typeof NOTIFICATION_CHANNELS)[number],
      z.ZodOptional<typeof channelPreferences>
    >,
  )
  .meta({ id: "NotificationPreferences", example: { push: { quotes: true }, email: { marketing: false } } });

export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const updateProfileBody = z
  .strictObject({
    first_name: personName.optional(),
    last_name: personName.optional(),
    preferred_locale: locale.optional(),
    locale: locale.optional(),
    notification_preferences: notificationPreferences.optional(),
  })
  .refine((b) => !b.locale || !b.preferred_locale || b.locale === b.preferred_locale, {
    message: "validation.invalid",
    path: ["locale"],
  });

export type UpdateProfileInput = z.infer<typeof updateProfileBody>;

export const profileSchema = userSchema
  .extend({
    notification_preferences: notificationPreferences,
    deletion_scheduled_at: z
      .string()
      .nullable()
      .meta({ description: "When a pending deletion purges the account (request + 30 days, UTC); null when none is pending" }),
    avatar_url: z.string().nullable().meta({ description: "The avatar (512x512, set with PUT /me/avatar), a path on this API's origin; null when none" }),
  })
  .meta({ id: "Profile" });

export function profileView(user: User) {
  return {
    ...userView(user),
    notification_preferences: storedPreferences(user),
    // The account page shows the purge date after a reload too, not only in the request's answer.
    deletion_scheduled_at: user.deletionRequestedAt ? new Date(user.deletionRequestedAt.getTime() + DELETION_GRACE_MS).toISOString() : null,
    avatar_url: avatarPath(user.avatarMediaId),
  };
}

function storedPreferences(user: Pick<User, "notificationPreferences">): NotificationPreferences {
  const parsed = notificationPreferences.safeParse(user.notificationPreferences ?? {});
  return parsed.success ? parsed.data : {};
}

/** Given categories overwrite stored ones; categories not mentioned keep their value. */
function mergePreferences(stored: NotificationPreferences, update: NotificationPreferences): NotificationPreferences {
  const merged: NotificationPreferences = { ...stored };
  for (const channel of NOTIFICATION_CHANNELS) {
    if (update[channel]) merged[channel] = { ...stored[channel], ...update[channel] };
  }
  return merged;
}

export async function getProfile(userId: string) {
  return profileView(await db.user.findUniqueOrThrow({ where: { id: userId } }));
}

export async function updateProfile(input: UpdateProfileInput, ctx: RequestContext) {
  const user = await db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: ctx.userId } });
    const data: Prisma.UserUpdateInput = {};
    if (input.first_name !== undefined) data.firstName = input.first_name;
    if (input.last_name !== undefined) data.lastName = input.last_name;
    const newLocale = input.preferred_locale ?? input.locale;
    if (newLocale) data.preferredLocale = newLocale;
    if (input.notification_preferences) {
      data.notificationPreferences = mergePreferences(storedPreferences(before), input.notification_preferences);
    }
    const snapshot = (u: User) => ({
      first_name: u.firstName,
      last_name: u.lastName,
      preferred_locale: u.preferredLocale,
      notification_preferences: storedPreferences(u),
    });
    const after = Object.keys(data).length ? await tx.user.update({ where: { id: before.id }, data }) : before;
    const diff = diffOf(snapshot(before), snapshot(after));
    if (Object.keys(diff).length) {
      await writeAudit(tx, { actor: { type: "user", id: before.id }, action: "profile.updated", entityType: "user", entityId: before.id, diff, request: ctx });
    }
    return after;
  });
  return profileView(user);
}

/**
 * Tells the account holder something by email, or by SMS when the account
 * has no email. Never throws: a notice that cannot be delivered must not undo
 * the change it reports (the failure is kept in outbound_messages).
 */
export async function notifyAccountHolder(
  user: Pick<User, "email" | "phone" | "preferredLocale">,
  template: string,
  values: Record<string, string> = {},
): Promise<void> {
  const t = (key: string) => translate(user.preferredLocale as Locale, `api.emails.${template}.${key}`, values) ?? "";
  try {
    if (user.email) {
      await sendEmail({ to: user.email, subject: t("subject"), text: t("body"), template, locale: user.preferredLocale });
    } else if (user.phone) {
      await sendSms({ to: user.phone, text: t("sms"), template, locale: user.preferredLocale });
    }
  } catch {
    // recorded as failed by the messaging module
  }
}
