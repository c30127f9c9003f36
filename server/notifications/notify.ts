import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import type { Locale } from "../core/i18n";
import type { NotificationKind } from "./kinds";
import { paramsInBothLanguages, type NotificationParams } from "./params";

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  /** What the notification is about; the deep link of push and in-app rows: `{type, entity_id}`. */
  entity: { type: string; id: string };
  /**
   * Values for the kind's template placeholders: strings and numbers,
   * bilingual texts `{ar, en}` and money `{amount, currency}` (resolved in the
   * reader's language when shown, ./params.ts), or a function of the language
   * that is called for both.
   */
  params?: NotificationParams | ((locale: Locale) => NotificationParams);
};

/**
 * The one entry point for telling a user something. Writes the in-app row in
 * the caller's transaction (so it exists exactly when the action committed)
 * and emits `NotificationCreated`; its handler delivers push, email and SMS
 * after commit per the recipient's preferences (./deliver.ts). Delivery
 * problems never reach the caller.
 *
 * OTPs and security messages (a sign-in lock, a password, email, phone or
 * two-step verification change) do not come here: identity sends them
 * directly, past every preference (server/identity/security-notice.ts;
 * docs/decisions.md "Security notices").
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<{ id: string }> {
  const id = newId();
  // A vendor named with one string gets its other name when read (./vendor-names.ts).
  const params = typeof input.params === "function" ? paramsInBothLanguages(input.params) : (input.params ?? {});
  await tx.notification.create({
    data: {
      id,
      userId: input.userId,
      kind: input.kind,
      entityType: input.entity.type,
      entityId: input.entity.id,
      params: params as Prisma.InputJsonValue,
      createdAt: now(),
    },
  });
  await emit(tx, "NotificationCreated", { notificationId: id, userId: input.userId, kind: input.kind });
  return { id };
}

/** The recipient's account language (params written in it are still shown in the reader's language where they can be: ./params.ts). */
export async function localeOf(tx: Tx, userId: string): Promise<"ar" | "en"> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { preferredLocale: true } });
  return user?.preferredLocale === "en" ? "en" : "ar";
}
