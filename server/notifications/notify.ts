import { now } from "../core/clock";
import { config } from "../core/config";
import type { Tx } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import { logger } from "../core/log";
import type { NotificationKind } from "./kinds";
import { misshapenParams, type NotifyParams } from "./params";

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  /** What the notification is about; the deep link of push and in-app rows: `{type, entity_id}`. */
  entity: { type: string; id: string };
  /**
   * Values for the kind's template placeholders, stored once and resolved in
   * the reader's language when shown (./params.ts): bilingual texts `{ar, en}`
   * for whatever has two names (`bilingual()`, `asWritten()`), money
   * `{amount, currency}` (`money()`, server/core/money.ts), and plain strings
   * and numbers for what has one form (a person's name, a reference, a date).
   */
  params?: NotifyParams;
};

/**
 * A caller that names a bilingual thing (vendor_name, plan_name, ...) or an
 * amount with one plain string: outside production it throws, so the test of
 * that caller fails; in production the notification is written as given and
 * a warning logged, as the action it reports has happened and must not fail
 * for a name that reads in one language (./params.ts BILINGUAL_KEYS).
 */
function checkShapes(kind: NotificationKind, params: NotifyParams): void {
  const wrong = misshapenParams(params);
  if (wrong.length === 0) return;
  const message = `notify(${kind}): ${wrong.join(", ")} must be {ar, en} (bilingual/asWritten) or {amount, currency} (money), not a plain string`;
  if (config().NODE_ENV !== "production") throw new Error(message);
  logger().warn({ kind, keys: wrong }, message);
}

/**
 * The one entry point for telling a user something. Writes the in-app row in
 * the caller's transaction (so it exists exactly when the action committed)
 * and emits `NotificationCreated`; its handler delivers push, email and SMS
 * after commit per the recipient's preferences (./deliver.ts). Delivery
 * problems never reach the caller.
 *
 * OTPs and security messages (a sign-in lock, a password, email, phone or
 * two-step verification change) do not come here: identity sends them
 * directly, past every preference (server/identity/profile/security-notice.ts;
 * docs/decisions.md "Security notices").
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<{ id: string }> {
  const id = newId();
  const params = input.params ?? {};
  checkShapes(input.kind, params);
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
