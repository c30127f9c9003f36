import { z } from "zod";
import type { User } from "../core/db/generated/client";
import type { RequestContext } from "../core/http/request-context";
import { getProfile, NOTIFICATION_CHANNELS, updateProfile, type NotificationPreferences } from "../identity/profile/profile";
import { defaultPreference, NOTIFICATION_CATEGORIES, type NotificationCategory } from "./kinds";

// GET/PATCH /notifications/preferences: a view of the same store PATCH /me
// writes (users.notification_preferences, server/identity/profile/profile.ts), with
// every channel and category filled in from the defaults (./kinds.ts).

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type EffectivePreferences = Record<NotificationChannel, Record<NotificationCategory, boolean>>;

const categoryFlags = z.strictObject(Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, z.boolean()])) as Record<NotificationCategory, z.ZodBoolean>);

export const preferencesSchema = z.strictObject({ push: categoryFlags, email: categoryFlags, sms: categoryFlags }).meta({
  id: "NotificationPreferenceSettings",
  description: `Per channel per category (${NOTIFICATION_CATEGORIES.join(", ")}). Defaults: everything on except marketing; SMS only for payment and account.`,
});

export const preferencesPatch = z
  .strictObject(
    Object.fromEntries(NOTIFICATION_CHANNELS.map((ch) => [ch, categoryFlags.partial().optional()])) as Record<
      NotificationChannel,
      z.ZodOptional<z.ZodObject<{ [K in NotificationCategory]: z.ZodOptional<z.ZodBoolean> }>>
    >,
  )
  .meta({ id: "NotificationPreferencesPatch" });

export function effectivePreferences(stored: NotificationPreferences | null | undefined): EffectivePreferences {
  const result = {} as EffectivePreferences;
  for (const channel of NOTIFICATION_CHANNELS) {
    result[channel] = {} as Record<NotificationCategory, boolean>;
    for (const category of NOTIFICATION_CATEGORIES) {
      result[channel][category] = stored?.[channel]?.[category] ?? defaultPreference(channel, category);
    }
  }
  return result;
}

/** The stored JSON of a user row, as PATCH /me keeps it (anything malformed counts as no choice). */
export function preferencesOf(user: Pick<User, "notificationPreferences">): EffectivePreferences {
  const raw = user.notificationPreferences;
  const stored = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as NotificationPreferences) : {};
  const clean: NotificationPreferences = {};
  for (const channel of NOTIFICATION_CHANNELS) {
    const value = stored[channel];
    if (value && typeof value === "object") {
      clean[channel] = Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "boolean"));
    }
  }
  return effectivePreferences(clean);
}

export async function getPreferences(userId: string): Promise<EffectivePreferences> {
  return effectivePreferences((await getProfile(userId)).notification_preferences);
}

/** Given categories overwrite the stored ones (through PATCH /me's use case: merged, audited); answers the full object. */
export async function updatePreferences(patch: z.infer<typeof preferencesPatch>, ctx: RequestContext): Promise<EffectivePreferences> {
  const update: NotificationPreferences = {};
  for (const channel of NOTIFICATION_CHANNELS) {
    const flags = patch[channel];
    if (flags) update[channel] = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)) as Record<string, boolean>;
  }
  const profile = await updateProfile({ notification_preferences: update }, ctx);
  return effectivePreferences(profile.notification_preferences);
}
