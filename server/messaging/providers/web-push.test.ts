import { createPublicKey } from "node:crypto";
import { compactVerify, decodeJwt } from "jose";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserKeys, LOOPBACK, pushService } from "@/server/test/web-push";
import { MessagingProviderError, PushTokenInvalidError, type OutgoingPush } from "../types";
import { createWebPushProvider, WEB_PUSH_TTL_SECONDS } from "./web-push";

// The Web Push adapter against a local HTTP server playing the push service:
// the request is VAPID-signed (RFC 8292) and its body encrypted for the
// browser (RFC 8291), which the server checks as a push service and a browser would.

const vapid = { subject: "mailto:ops@example.com", ...webpush.generateVAPIDKeys() };
let answer: { status: number; headers?: Record<string, string> } = { status: 201 };
let service: Awaited<ReturnType<typeof pushService>>;
const provider = createWebPushProvider({ vapid: async () => vapid, policy: LOOPBACK });

beforeAll(async () => {
  service = await pushService(() => answer);
});
afterAll(() => service.close());

const push = (browser: ReturnType<typeof browserKeys>, over: Partial<OutgoingPush> = {}): OutgoingPush => ({
  token: service.endpoint(),
  platform: "web",
  title: "رسالة جديدة",
  body: "هل اليوم الثاني عشر متاح؟",
  data: { type: "conversation", entity_id: "01CONV", notification_id: "01NOTIF", kind: "message.received" },
  template: "notification.message.received",
  locale: "ar",
  webPush: browser.keys,
  url: "https://app.example.com/ar/account/notifications",
  ...over,
});

/** The VAPID public key (uncompressed P-256 point) as a KeyObject, to verify the JWT with. */
function vapidKeyObject(k: string) {
  const point = Buffer.from(k, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") };
  return createPublicKey({ key: jwk, format: "jwk" });
}

describe("web push provider", () => {
  it("posts a VAPID-signed aes128gcm request the browser can decrypt (201 -> sent, Location as the id)", async () => {
    answer = { status: 201 };
    const browser = browserKeys();
    const m = push(browser);
    const { messageId } = await provider.send(m);
    const req = service.received.at(-1)!;
    expect(messageId).toBe(`/messages/${service.received.length}`);
    expect(req.path).toBe(new URL(m.token).pathname);
    expect(req.headers["content-encoding"]).toBe("aes128gcm");
    expect(req.headers.ttl).toBe(String(WEB_PUSH_TTL_SECONDS));
    expect(req.headers.urgency).toBe("high");

    const auth = /^vapid t=([^,]+), k=(.+)$/.exec(String(req.headers.authorization));
    expect(auth).not.toBeNull();
    const [, jwt, k] = auth!;
    expect(k).toBe(vapid.publicKey);
    const verified = await compactVerify(jwt, vapidKeyObject(k));
    expect(verified.protectedHeader.alg).toBe("ES256");
    const claims = decodeJwt(jwt);
    expect(claims).toMatchObject({ aud: service.origin, sub: vapid.subject });
    expect(claims.exp).toEqual(expect.any(Number));

    expect(JSON.parse(browser.decrypt(req.body))).toEqual({
      title: m.title,
      body: m.body,
      lang: "ar",
      dir: "rtl",
      url: m.url,
      tag: "01NOTIF",
      data: m.data,
    });
  });

  it("is signed by a key that does not verify another pair's JWT", async () => {
    answer = { status: 201 };
    await provider.send(push(browserKeys()));
    const [, jwt] = /^vapid t=([^,]+),/.exec(String(service.received.at(-1)!.headers.authorization))!;
    await expect(compactVerify(jwt, vapidKeyObject(webpush.generateVAPIDKeys().publicKey))).rejects.toThrow();
  });

  it.each([404, 410])("%i: the subscription is gone (PushTokenInvalidError)", async (status) => {
    answer = { status };
    await expect(provider.send(push(browserKeys()))).rejects.toBeInstanceOf(PushTokenInvalidError);
  });

  it("429 and 5xx are retryable, Retry-After honoured; another 4xx is not", async () => {
    answer = { status: 429, headers: { "retry-after": "30" } };
    const throttled = await provider.send(push(browserKeys())).catch((e: unknown) => e);
    expect(throttled).toBeInstanceOf(MessagingProviderError);
    expect(throttled).toMatchObject({ status: 429, retryable: true, retryAfterMs: 30_000 });
    answer = { status: 503 };
    expect(await provider.send(push(browserKeys())).catch((e: unknown) => e)).toMatchObject({ status: 503, retryable: true });
    answer = { status: 403 };
    expect(await provider.send(push(browserKeys())).catch((e: unknown) => e)).toMatchObject({ status: 403, retryable: false });
  });

  it("refuses an endpoint the outbound check refuses (http, a private address) as a dead subscription, sending nothing", async () => {
    const strict = createWebPushProvider({ vapid: async () => vapid });
    const before = service.received.length;
    await expect(strict.send(push(browserKeys()))).rejects.toBeInstanceOf(PushTokenInvalidError);
    await expect(strict.send(push(browserKeys(), { token: "https://127.0.0.1:1/push/x" }))).rejects.toBeInstanceOf(PushTokenInvalidError);
    expect(service.received.length).toBe(before);
  });

  it("English payloads read left to right", async () => {
    answer = { status: 201 };
    const browser = browserKeys();
    await provider.send(push(browser, { locale: "en", title: "New message", body: "Is the 12th free?" }));
    expect(JSON.parse(browser.decrypt(service.received.at(-1)!.body))).toMatchObject({ lang: "en", dir: "ltr", title: "New message" });
  });
});
