import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import type { NotificationKind } from "./kinds";

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  /** What the notification is about; the deep link of push and in-app rows: `{type, entity_id}`. */
  entity: { type: string; id: string };
  /** Values for the kind's template placeholders (names, amounts, dates as display strings). */
  params?: Record<string, string | number>;
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
  await tx.notification.create({
    data: {
      id,
      userId: input.userId,
      kind: input.kind,
      entityType: input.entity.type,
      entityId: input.entity.id,
      params: (input.params ?? {}) as Prisma.InputJsonValue,
      createdAt: now(),
    },
  });
  await emit(tx, "NotificationCreated", { notificationId: id, userId: input.userId, kind: input.kind });
  return { id };
}

/** The recipient's language, for params the system writes (amounts, names, reasons): stored once per inbox row. */
export async function localeOf(tx: Tx, userId: string): Promise<"ar" | "en"> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { preferredLocale: true } });
  return user?.preferredLocale === "en" ? "en" : "ar";
}
