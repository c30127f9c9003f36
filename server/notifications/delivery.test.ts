import { afterEach, describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutbox, inProcessSink } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";
import { resetMessagingProviders, setMessagingProviders } from "@/server/messaging/send";
import { MessagingProviderError, PushTokenInvalidError, type OutgoingPush } from "@/server/messaging/types";
import { deliverDueNotifications, deliverNotification } from "@/server/notifications/deliver";
import { NOTIFICATION_CATEGORIES } from "@/server/notifications/kinds";
import { addDevice, notifyAndDeliver } from "@/server/notifications/test-helpers";
import { call } from "@/server/test/http";
import { bearer, registerUser } from "@/server/test/identity";
import { isolate } from "./params";

const MINUTE = 60_000;
const deliveries = (notificationId: string, channel?: string) =>
  db.notificationDelivery.findMany({ where: { notificationId, ...(channel ? { channel } : {}) }, orderBy: [{ attempt: "asc" }, { createdAt: "asc" }] });

const messageFor = (userId: string) =>
  notifyAndDeliver({
    userId,
    kind: "message.received",
    entity: { type: "conversation", id: "01CONVERSATION" },
    params: { sender_name: "Layla Events", preview: "Is the 12th free?" },
  });

const failingPush = (error: () => Error = () => new Error("FCM 503")) => ({
  name: "failing-push",
  send: async (): Promise<{ messageId: string }> => {
    throw error();
  },
});
const workingPush = (sent: OutgoingPush[] = []) => ({
  name: "test-push",
  send: async (m: OutgoingPush) => {
    sent.push(m);
    return { messageId: `projects/x/messages/${sent.length}` };
  },
});

afterEach(async () => {
  resetMessagingProviders();
  resetClock();
  // Pending retries of one test must not run in another's job call.
  await db.notificationDelivery.updateMany({ where: { nextAttemptAt: { not: null } }, data: { nextAttemptAt: null } });
});

describe("notify() and delivery", () => {
  it("writes the in-app row and delivers push (device language, deep link) and email (account language), each attempt recorded", async () => {
    const user = await registerUser({ locale: "ar" });
    const sent: OutgoingPush[] = [];
    setMessagingProviders({ push: workingPush(sent) });
    const phone = await addDevice(user.userId, "en", "ios");
    const id = await messageFor(user.userId);

    expect(await db.notification.findUniqueOrThrow({ where: { id } })).toMatchObject({ userId: user.userId, kind: "message.received", readAt: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      token: phone,
      platform: "ios",
      locale: "en",
      title: `New message from ${isolate("Layla Events")}`,
      body: isolate("Is the 12th free?"),
    });
    expect(sent[0].data).toEqual({ type: "conversation", entity_id: "01CONVERSATION", notification_id: id, kind: "message.received" });

    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: user.email, template: "notification.message.received" } });
    expect(mail).toMatchObject({ locale: "ar", subject: `رسالة جديدة من ${isolate("Layla Events")}`, status: "sent" });
    expect(mail.body).toContain("/account/notifications");

    const rows = await deliveries(id);
    expect(rows.map((r) => [r.channel, r.status, r.attempt, r.nextAttemptAt])).toEqual([
      ["push", "sent", 1, null],
      ["email", "sent", 1, null],
    ]);
    expect(rows[0]).toMatchObject({ provider: "test-push", providerMessageId: "projects/x/messages/1", target: phone });
    expect(rows[1]).toMatchObject({ provider: "log", target: user.email, providerMessageId: expect.stringMatching(/^log-/) });
  });

  it("email preference off: no email, but the in-app row and the push exist", async () => {
    const user = await registerUser();
    const sent: OutgoingPush[] = [];
    setMessagingProviders({ push: workingPush(sent) });
    await addDevice(user.userId);
    const off = await call("/notifications/preferences", { method: "PATCH", body: { email: { message: false } }, headers: bearer(user.token, "en") });
    expect(off.status).toBe(200);

    const id = await messageFor(user.userId);
    expect(await db.notification.count({ where: { id } })).toBe(1);
    expect(await db.outboundMessage.count({ where: { recipient: user.email, template: "notification.message.received" } })).toBe(0);
    expect((await deliveries(id)).map((d) => d.channel)).toEqual(["push"]);
    expect(sent).toHaveLength(1);
  });

  it("a suspended account gets the in-app row of a message but no email", async () => {
    const user = await registerUser();
    await db.user.update({ where: { id: user.userId }, data: { status: "suspended" } });
    const id = await messageFor(user.userId);
    expect(await db.notification.count({ where: { id } })).toBe(1);
    expect(await db.outboundMessage.count({ where: { recipient: user.email, template: "notification.message.received" } })).toBe(0);
    expect(await deliveries(id)).toEqual([]);
  });

  it("SMS only for kinds that need it, to a verified phone, when the SMS preference allows", async () => {
    const phone = "+96555123456";
    const user = await registerUser({ phone });
    await db.user.update({ where: { id: user.userId }, data: { phoneVerifiedAt: now() } });
    const paymentFailed = await notifyAndDeliver({
      userId: user.userId,
      kind: "payment.failed",
      entity: { type: "booking", id: "01BOOKING" },
      params: { amount: { amount: "25.000", currency: "KWD" }, booking_ref: "BK-1001" },
    });
    expect((await deliveries(paymentFailed, "sms")).map((d) => [d.target, d.status])).toEqual([[phone, "sent"]]);
    const message = await messageFor(user.userId);
    expect(await deliveries(message, "sms")).toEqual([]);
  });

  it("OTP and password-reset messages go out with every preference off", async () => {
    const phone = "+96555765432";
    const user = await registerUser({ phone });
    const everythingOff = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, false]));
    const res = await call("/notifications/preferences", {
      method: "PATCH",
      body: { push: everythingOff, email: everythingOff, sms: everythingOff },
      headers: bearer(user.token, "en"),
    });
    expect(res.status).toBe(200);
    expect(Object.values(res.json.data).flatMap((c) => Object.values(c as Record<string, boolean>))).not.toContain(true);

    expect((await call("/auth/otp/send", { method: "POST", body: { phone, purpose: "login" }, headers: { "accept-language": "en" } })).status).toBe(200);
    expect(await db.outboundMessage.findFirstOrThrow({ where: { recipient: phone, channel: "sms", template: "otp.login" } })).toMatchObject({ status: "sent" });
    expect((await call("/auth/password/forgot", { method: "POST", body: { email: user.email }, headers: { "accept-language": "en" } })).status).toBe(200);
    expect(await db.outboundMessage.count({ where: { recipient: user.email, template: "password_reset", status: "sent" } })).toBe(1);

    // ...while a notification reaches only the inbox.
    const id = await messageFor(user.userId);
    expect(await db.notification.count({ where: { id } })).toBe(1);
    expect(await deliveries(id)).toEqual([]);
  });

  it("a redelivered NotificationCreated does not send twice", async () => {
    const user = await registerUser();
    const sent: OutgoingPush[] = [];
    setMessagingProviders({ push: workingPush(sent) });
    await addDevice(user.userId);
    const id = await messageFor(user.userId);
    expect(await deliverNotification(id)).toEqual({ attempted: 0 });
    expect(sent).toHaveLength(1);
    expect(await deliveries(id)).toHaveLength(2);
  });
});

describe("account anonymized", () => {
  it("removes the account's inbox and its delivery records (addresses, tokens)", async () => {
    const user = await registerUser();
    const other = await registerUser();
    await addDevice(user.userId);
    const mine = await messageFor(user.userId);
    const theirs = await messageFor(other.userId);
    expect(await db.notificationDelivery.count({ where: { notificationId: mine } })).toBe(2);
    await db.$transaction((tx) => emit(tx, "AccountAnonymized", { userId: user.userId, mediaStorageKeys: [] }));
    await dispatchOutbox(inProcessSink);
    expect(await db.notification.count({ where: { userId: user.userId } })).toBe(0);
    expect(await db.notificationDelivery.count({ where: { OR: [{ notificationId: mine }, { userId: user.userId }] } })).toBe(0);
    expect(await db.notification.count({ where: { id: theirs } })).toBe(1);
  });
});

describe("retries", () => {
  it("a failing push provider leaves the action succeeded, schedules a retry, and the job delivers it later", async () => {
    const clock = freezeClock("2026-11-20T10:00:00Z");
    const user = await registerUser();
    const token = await addDevice(user.userId);
    setMessagingProviders({ push: failingPush() });
    const id = await messageFor(user.userId); // resolves: the action is not failed by delivery
    const [first] = await deliveries(id, "push");
    expect(first).toMatchObject({ status: "failed", attempt: 1, provider: "failing-push", target: token });
    expect(first.error).toContain("FCM 503");
    expect(first.nextAttemptAt?.toISOString()).toBe("2026-11-20T10:01:00.000Z");
    expect((await deliveries(id, "email"))[0].status).toBe("sent"); // the other channel is unaffected

    const sent: OutgoingPush[] = [];
    setMessagingProviders({ push: workingPush(sent) });
    await deliverDueNotifications(); // not due yet
    expect(sent).toHaveLength(0);
    clock.advance(MINUTE);
    await deliverDueNotifications();
    expect(sent.map((m) => m.token)).toEqual([token]);
    expect((await deliveries(id, "push")).map((d) => [d.attempt, d.status, d.nextAttemptAt])).toEqual([
      [1, "failed", null],
      [2, "sent", null],
    ]);
    await deliverDueNotifications(); // nothing left
    expect(sent).toHaveLength(1);
  });

  it("push stops after 3 retries (1, 5, 15 minutes); email after 5 over about 2 hours", async () => {
    const clock = freezeClock("2026-11-20T12:00:00Z");
    const user = await registerUser();
    await addDevice(user.userId);
    setMessagingProviders({
      push: failingPush(),
      email: {
        name: "failing-mail",
        send: async () => {
          throw new Error("SMTP 451");
        },
      },
    });
    const id = await messageFor(user.userId);
    for (let i = 0; i < 12; i++) {
      clock.advance(60 * MINUTE);
      await deliverDueNotifications();
    }
    const push = await deliveries(id, "push");
    expect(push.map((d) => d.attempt)).toEqual([1, 2, 3, 4]);
    expect(push.every((d) => d.status === "failed" && d.nextAttemptAt === null)).toBe(true);
    const email = await deliveries(id, "email");
    expect(email.map((d) => d.attempt)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(email[0]).toMatchObject({ status: "failed", provider: "failing-mail", error: "Error: SMTP 451" });
    expect(email.at(-1)!.nextAttemptAt).toBeNull();
  });

  it("email retries follow the 1, 5, 15, 30, 60 minute backoff", async () => {
    const clock = freezeClock("2026-11-21T08:00:00Z");
    const user = await registerUser();
    setMessagingProviders({
      email: {
        name: "failing-mail",
        send: async () => {
          throw new Error("SMTP 451");
        },
      },
    });
    const id = await messageFor(user.userId);
    const gaps: number[] = [];
    for (;;) {
      const pending = (await deliveries(id, "email")).find((d) => d.nextAttemptAt);
      if (!pending) break;
      gaps.push((pending.nextAttemptAt!.getTime() - now().getTime()) / MINUTE);
      clock.set(pending.nextAttemptAt!);
      await deliverDueNotifications();
    }
    expect(gaps).toEqual([1, 5, 15, 30, 60]);
  });

  it("a failure the provider calls final is not retried; a Retry-After longer than the backoff is honoured", async () => {
    const clock = freezeClock("2026-11-23T09:00:00Z");
    const user = await registerUser();
    const [finalToken, slowToken] = [await addDevice(user.userId), await addDevice(user.userId)];
    setMessagingProviders({
      push: {
        name: "fcm-like",
        send: async (m: OutgoingPush): Promise<{ messageId: string }> => {
          throw m.token === finalToken
            ? new MessagingProviderError("INVALID_ARGUMENT", { status: 400, retryable: false })
            : new MessagingProviderError("UNAVAILABLE", { status: 503, retryable: true, retryAfterMs: 10 * MINUTE });
        },
      },
    });
    const id = await messageFor(user.userId);
    const rows = await deliveries(id, "push");
    expect(rows.find((d) => d.target === finalToken)).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(rows.find((d) => d.target === slowToken)?.nextAttemptAt?.toISOString()).toBe("2026-11-23T09:10:00.000Z");
    expect(await db.pushToken.count({ where: { token: { in: [finalToken, slowToken] } } })).toBe(2); // not dead tokens
    clock.advance(10 * MINUTE);
    await deliverDueNotifications();
    expect((await deliveries(id, "push")).filter((d) => d.target === slowToken).map((d) => d.attempt)).toEqual([1, 2]);
  });

  it("a dead push token is deleted and not retried", async () => {
    const user = await registerUser();
    const dead = await addDevice(user.userId);
    const alive = await addDevice(user.userId);
    const sent: OutgoingPush[] = [];
    setMessagingProviders({
      push: {
        name: "test-push",
        send: async (m: OutgoingPush) => (m.token === dead ? Promise.reject(new PushTokenInvalidError()) : workingPush(sent).send(m)),
      },
    });
    const id = await messageFor(user.userId);
    expect(await db.pushToken.findUnique({ where: { token: dead } })).toBeNull();
    expect(await db.pushToken.findUnique({ where: { token: alive } })).not.toBeNull();
    const rows = await deliveries(id, "push");
    expect(rows.map((d) => [d.target, d.status, d.nextAttemptAt])).toEqual([
      [dead, "invalid_token", null],
      [alive, "sent", null],
    ]);
  });

  it("a retry for a token removed meanwhile (signed out) is dropped", async () => {
    const clock = freezeClock("2026-11-22T09:00:00Z");
    const user = await registerUser();
    const token = await addDevice(user.userId);
    setMessagingProviders({ push: failingPush() });
    const id = await messageFor(user.userId);
    await db.pushToken.delete({ where: { token } });
    clock.advance(MINUTE);
    await deliverDueNotifications();
    expect((await deliveries(id, "push")).map((d) => [d.attempt, d.nextAttemptAt])).toEqual([[1, null]]);
  });
});
