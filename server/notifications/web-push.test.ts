import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { createWebPushProvider } from "@/server/messaging/providers/web-push";
import { listOutboxMessages, resetMessagingProviders, setMessagingProviders } from "@/server/messaging/send";
import { vapidPublicKey } from "@/server/messaging/vapid";
import { addDevice, notifyAndDeliver } from "@/server/notifications/test-helpers";
import { call } from "@/server/test/http";
import { bearer, registerUser } from "@/server/test/identity";
import { browserKeys, LOOPBACK, pushService } from "@/server/test/web-push";

// Browser subscriptions end to end: registration with their keys, the public
// VAPID key, and delivery through Web Push to a local push service (the
// row deleted on 410, retried on 429) next to a phone on PUSH_PROVIDER.

let answer: { status: number; headers?: Record<string, string> } = { status: 201 };
let service: Awaited<ReturnType<typeof pushService>>;

beforeAll(async () => {
  service = await pushService(() => answer);
});
afterAll(() => service.close());
afterEach(async () => {
  resetMessagingProviders();
  answer = { status: 201 };
  await db.notificationDelivery.updateMany({ where: { nextAttemptAt: { not: null } }, data: { nextAttemptAt: null } });
});

const endpoint = () => `https://push.example.com/send/${randomBytes(12).toString("base64url")}`;
const register = (access: string, body: Record<string, unknown>) => call("/notifications/devices", { method: "POST", body, headers: bearer(access, "en") });

describe("registering a browser subscription", () => {
  it("stores the endpoint as the token with its keys (201)", async () => {
    const { token: access, userId } = await registerUser();
    const { keys } = browserKeys();
    const token = endpoint();
    const res = await register(access, { token, platform: "web", keys, locale: "ar" });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({ token, platform: "web", locale: "ar", registered_at: expect.any(String) });
    expect(await db.pushToken.findUniqueOrThrow({ where: { token } })).toMatchObject({ userId, platform: "web", webPushKeys: keys });
  });

  it("needs the keys for an https endpoint on web, refuses them elsewhere, and checks their encoding (422)", async () => {
    const { token: access } = await registerUser();
    const { keys } = browserKeys();
    const missing = await register(access, { token: endpoint(), platform: "web" });
    expect(missing.status).toBe(422);
    expect(missing.json.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(missing.json.error.details)).toEqual(["keys"]);
    expect((await register(access, { token: `fcm-${newId()}`, platform: "web", keys })).status).toBe(422);
    expect((await register(access, { token: endpoint(), platform: "android", keys })).status).toBe(422);
    for (const bad of [{ ...keys, p256dh: "not base64url!" }, { ...keys, auth: keys.p256dh }, { p256dh: keys.p256dh }, { ...keys, extra: "x" }]) {
      const res = await register(access, { token: endpoint(), platform: "web", keys: bad });
      expect(res.status).toBe(422);
      expect(Object.keys(res.json.error.details)[0]).toMatch(/^keys/);
    }
    // An FCM web token needs none.
    expect((await register(access, { token: `fcm-${newId()}`, platform: "web" })).status).toBe(201);
  });

  it("moves a subscription registered by another account to the caller, with the keys sent now", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const token = endpoint();
    expect((await register(a.token, { token, platform: "web", keys: browserKeys().keys })).status).toBe(201);
    const { keys } = browserKeys();
    const moved = await register(b.token, { token, platform: "web", keys });
    expect(moved.status).toBe(200);
    expect(await db.pushToken.findUniqueOrThrow({ where: { token } })).toMatchObject({ userId: b.userId, webPushKeys: keys });
  });
});

describe("GET /notifications/web-push-key", () => {
  it("answers the VAPID public key without sign-in: the stored generated pair when none is configured", async () => {
    const res = await call("/notifications/web-push-key", { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ public_key: await vapidPublicKey() });
    expect(Buffer.from(res.json.data.public_key, "base64url")).toHaveLength(65);
    expect((await call("/notifications/web-push-key", { method: "GET" })).json.data.public_key).toBe(res.json.data.public_key);
  });
});

/** A subscription row pointing at the local push service (http: only the test's outbound policy allows it). */
async function addSubscription(userId: string, locale: "ar" | "en" = "ar") {
  const session = await db.session.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "desc" } });
  const browser = browserKeys();
  const token = service.endpoint();
  await db.pushToken.create({ data: { id: newId(), sessionId: session.id, userId, token, platform: "web", locale, webPushKeys: browser.keys } });
  return { token, browser };
}

const messageFor = (userId: string) =>
  notifyAndDeliver({
    userId,
    kind: "message.received",
    entity: { type: "conversation", id: "01CONVERSATION" },
    params: { sender_name: "Layla Events", preview: "Is the 12th free?" },
  });

describe("delivery to browser subscriptions", () => {
  it("sends a web subscription through Web Push and the phone through PUSH_PROVIDER, both recorded for the outbox", async () => {
    setMessagingProviders({ webPush: createWebPushProvider({ policy: LOOPBACK }) });
    const user = await registerUser({ locale: "ar" });
    const phone = await addDevice(user.userId, "en", "android");
    const { token, browser } = await addSubscription(user.userId, "ar");
    const before = service.received.length;
    const id = await messageFor(user.userId);

    expect(service.received.length).toBe(before + 1);
    const payload = JSON.parse(browser.decrypt(service.received.at(-1)!.body));
    expect(payload).toMatchObject({ lang: "ar", dir: "rtl", tag: id, data: { notification_id: id, type: "conversation" } });
    expect(payload.url).toMatch(/\/account\/notifications$/);
    expect(service.received.at(-1)!.headers.authorization).toContain(`k=${await vapidPublicKey()}`);

    const rows = await db.notificationDelivery.findMany({ where: { notificationId: id, channel: "push" } });
    expect(Object.fromEntries(rows.map((r) => [r.target, [r.provider, r.status]]))).toEqual({ [phone]: ["log", "sent"], [token]: ["web-push", "sent"] });
    const outbox = await listOutboxMessages({ channel: "push", to: token, page: 1, per_page: 10 });
    expect(outbox.items).toHaveLength(1);
  });

  it("410: the subscription is gone and its row deleted; 429: retried later", async () => {
    setMessagingProviders({ webPush: createWebPushProvider({ policy: LOOPBACK }) });
    const user = await registerUser();
    const gone = await addSubscription(user.userId);
    answer = { status: 410 };
    const first = await messageFor(user.userId);
    expect(await db.notificationDelivery.findFirstOrThrow({ where: { notificationId: first, target: gone.token } })).toMatchObject({
      status: "invalid_token",
      nextAttemptAt: null,
    });
    expect(await db.pushToken.findUnique({ where: { token: gone.token } })).toBeNull();

    const busy = await addSubscription(user.userId);
    answer = { status: 429, headers: { "retry-after": "120" } };
    const second = await messageFor(user.userId);
    const row = await db.notificationDelivery.findFirstOrThrow({ where: { notificationId: second, target: busy.token } });
    expect(row).toMatchObject({ status: "failed", provider: "web-push" });
    expect(row.nextAttemptAt).not.toBeNull();
    expect(await db.pushToken.findUnique({ where: { token: busy.token } })).not.toBeNull();
  });
});
