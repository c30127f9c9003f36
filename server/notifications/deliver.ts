import { now } from "../core/clock";
import { db } from "../core/db/client";
import { newId } from "../core/ids";
import type { Notification } from "../core/db/generated/client";
import { portalUrl } from "../core/app-url";
import { emailProvider, normalizeRecipient, pushProvider, sendEmail, sendSms, smsProvider } from "../messaging/send";
import { MessagingProviderError, PushTokenInvalidError, type MessageLocale } from "../messaging/types";
import { isNotificationKind, kindSpec, type NotificationKind } from "./kinds";
import type { NotificationParams } from "./params";
import { webPushKeys, type WebPushKeys } from "./devices";
import { preferencesOf } from "./preferences";
import { renderNotification } from "./templates";

// Delivery of a notification after its transaction committed: push to each
// of the recipient's devices, email, SMS (kinds that need it), each as the
// recipient's preferences allow. Every attempt is a notification_deliveries
// row; a failure with retries left gets `next_attempt_at` and the
// `retry-notification-deliveries` job (deliverDueNotifications) tries again.
// Nothing here throws a provider error: the action that notified succeeded.

export type DeliveryChannel = "push" | "email" | "sms";

/** Minutes before retry n (1-based). Push: 3 retries; email: 5 retries over about 2 hours; SMS: 3 retries. */
export const RETRY_BACKOFF_MINUTES: Record<DeliveryChannel, number[]> = {
  push: [1, 5, 15],
  email: [1, 5, 15, 30, 60],
  sms: [1, 5, 15],
};

/** The page a notification's email and SMS link to (the app uses the push data instead). */
const INBOX_PATH = "/account/notifications";

type Target = { channel: DeliveryChannel; target: string; locale: MessageLocale; platform?: "ios" | "android" | "web"; webPush?: WebPushKeys };

type DeviceRow = { token: string; locale: string; platform: string; webPushKeys: unknown };

/** A device as a push target: a row with Web Push keys is a browser subscription (its token the endpoint). */
function deviceTarget(d: DeviceRow): Target {
  const keys = webPushKeys.safeParse(d.webPushKeys);
  return {
    channel: "push",
    target: d.token,
    locale: d.locale as MessageLocale,
    platform: d.platform as Target["platform"],
    ...(keys.success ? { webPush: keys.data } : {}),
  };
}

function describe(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);
}

/** sendEmail/sendSms answer a generic 502 error; the provider's own error is on the outbound_messages row they just wrote. */
async function providerError(to: Target, template: string, e: unknown): Promise<string> {
  const row = await db.outboundMessage.findFirst({
    where: { channel: to.channel, recipient: normalizeRecipient(to.channel, to.target), template, status: "failed" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { error: true },
  });
  return row?.error ?? describe(e);
}

/** The provider's classified error: thrown as is (push), or as the cause of sendEmail/sendSms's generic error. */
function providerErrorOf(e: unknown): MessagingProviderError | undefined {
  if (e instanceof MessagingProviderError) return e;
  const cause = e instanceof Error ? e.cause : undefined;
  return cause instanceof MessagingProviderError ? cause : undefined;
}

function providerName(to: Target): string {
  if (to.channel === "push") return pushProvider({ webPush: Boolean(to.webPush) }).name;
  return to.channel === "email" ? emailProvider().name : smsProvider().name;
}

/** One attempt on one target; records it. Returns the row's status. */
async function attempt(n: Notification, to: Target, attemptNo: number): Promise<string> {
  const kind = n.kind as NotificationKind;
  const params = (n.params ?? {}) as NotificationParams;
  const link = portalUrl(to.locale, INBOX_PATH);
  const text = renderNotification(kind, to.locale, params, link);
  const template = `notification.${kind}`;
  let status = "sent";
  let messageId: string | null = null;
  let error: string | null = null;
  let providerFailure: MessagingProviderError | undefined;
  try {
    if (to.channel === "push") {
      const data = { type: n.entityType, entity_id: n.entityId, notification_id: n.id, kind };
      const push = { token: to.target, platform: to.platform ?? "android", title: text.title, body: text.body, data, template, locale: to.locale };
      // A browser opens the inbox on click; the app reads `data` instead.
      const res = await pushProvider({ webPush: Boolean(to.webPush) }).send(to.webPush ? { ...push, webPush: to.webPush, url: link } : push);
      messageId = res.messageId;
    } else if (to.channel === "email") {
      const res = await sendEmail({ to: to.target, subject: text.subject, text: text.text, html: text.html, template, locale: to.locale });
      messageId = res.messageId ?? null;
    } else {
      const res = await sendSms({ to: to.target, text: `${text.title}: ${text.body} ${link}`, template, locale: to.locale });
      messageId = res.messageId ?? null;
    }
  } catch (e) {
    error = to.channel === "push" ? describe(e) : await providerError(to, template, e);
    status = e instanceof PushTokenInvalidError ? "invalid_token" : "failed";
    providerFailure = providerErrorOf(e);
  }
  if (status === "invalid_token") await db.pushToken.deleteMany({ where: { token: to.target } });
  const backoff = RETRY_BACKOFF_MINUTES[to.channel];
  // A provider that says the failure is final (e.g. SMTP 5xx, FCM INVALID_ARGUMENT) is not retried; its Retry-After is honoured.
  const retryable = providerFailure?.retryable ?? true;
  const retryMs =
    status === "failed" && retryable && attemptNo <= backoff.length ? Math.max(backoff[attemptNo - 1] * 60_000, providerFailure?.retryAfterMs ?? 0) : null;
  await db.notificationDelivery.create({
    data: {
      id: newId(),
      notificationId: n.id,
      userId: n.userId,
      channel: to.channel,
      target: to.target,
      provider: providerName(to),
      providerMessageId: messageId,
      status,
      error,
      attempt: attemptNo,
      nextAttemptAt: retryMs === null ? null : new Date(now().getTime() + retryMs),
      createdAt: now(),
    },
  });
  return status;
}

/** The targets a notification goes to now, by kind and preferences. */
async function targetsFor(n: Notification): Promise<Target[]> {
  if (!isNotificationKind(n.kind)) return [];
  const user = await db.user.findUnique({ where: { id: n.userId } });
  if (!user || user.anonymizedAt) return [];
  const spec = kindSpec(n.kind);
  // A suspended account only hears about its account; the rest waits in its inbox.
  if (user.status === "suspended" && spec.category !== "account") return [];
  const prefs = preferencesOf(user);
  const locale = user.preferredLocale as MessageLocale;
  const targets: Target[] = [];
  if (spec.push && prefs.push[spec.category]) {
    const devices = await db.pushToken.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    // The device's own language: what the app on it is showing.
    for (const d of devices) targets.push(deviceTarget(d));
  }
  if (user.email && prefs.email[spec.category]) targets.push({ channel: "email", target: user.email, locale });
  if (spec.sms && user.phone && user.phoneVerifiedAt && prefs.sms[spec.category]) targets.push({ channel: "sms", target: user.phone, locale });
  return targets;
}

/**
 * First delivery of a notification (the NotificationCreated handler). Safe to
 * run again for the same notification (the outbox is at-least-once): a target
 * that already has an attempt is skipped.
 */
export async function deliverNotification(notificationId: string): Promise<{ attempted: number }> {
  const n = await db.notification.findUnique({ where: { id: notificationId } });
  if (!n) return { attempted: 0 };
  const done = new Set(
    (await db.notificationDelivery.findMany({ where: { notificationId }, select: { channel: true, target: true } })).map((d) => `${d.channel}\n${d.target}`),
  );
  let attempted = 0;
  for (const to of await targetsFor(n)) {
    if (done.has(`${to.channel}\n${to.target}`)) continue;
    await attempt(n, to, 1);
    attempted++;
  }
  return { attempted };
}

/**
 * The retry job: every failed attempt whose `next_attempt_at` has come is
 * claimed (the field cleared, so a concurrent run skips it) and tried again
 * as the next attempt. A push token deleted meanwhile (sign-out) ends it.
 */
export async function deliverDueNotifications(batchSize = 100): Promise<{ retried: number; sent: number }> {
  const due = await db.notificationDelivery.findMany({
    where: { nextAttemptAt: { lte: now() } },
    orderBy: { nextAttemptAt: "asc" },
    take: batchSize,
    include: { notification: true },
  });
  let retried = 0;
  let sent = 0;
  for (const row of due) {
    const claimed = await db.notificationDelivery.updateMany({ where: { id: row.id, nextAttemptAt: row.nextAttemptAt }, data: { nextAttemptAt: null } });
    if (claimed.count === 0) continue;
    const n = row.notification;
    const user = await db.user.findUnique({ where: { id: n.userId }, select: { preferredLocale: true, anonymizedAt: true } });
    if (!user || user.anonymizedAt) continue;
    let to: Target;
    if (row.channel === "push") {
      const device = await db.pushToken.findUnique({ where: { token: row.target } });
      if (!device || device.userId !== n.userId) continue;
      to = deviceTarget(device);
    } else {
      to = { channel: row.channel as DeliveryChannel, target: row.target, locale: user.preferredLocale as MessageLocale };
    }
    retried++;
    if ((await attempt(n, to, row.attempt + 1)) === "sent") sent++;
  }
  return { retried, sent };
}
