import { exportPKCS8, exportSPKI, generateKeyPair, importSPKI, jwtVerify, decodeProtectedHeader } from "jose";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, resetClock } from "@/server/core/clock";
import { resetConfig } from "@/server/core/config";
import { MessagingProviderError, PushTokenInvalidError, type OutgoingPush } from "../types";
import { createFcmProvider, FCM_SCOPE, fcmMessage, GOOGLE_TOKEN_URI, loadServiceAccount, type FcmServiceAccount } from "./fcm";
import { fixture, queues, replayFetch, type Fixture } from "../../test/messaging-replay";
import { isolateEnv } from "@/server/test/env";

const TOKEN_URL = "https://oauth2.googleapis.com/token";
const SEND_URL = "https://fcm.googleapis.com/v1/projects/souq-events-test/messages:send";

let account: FcmServiceAccount;
let publicKeyPem: string;

beforeAll(async () => {
  // A key pair made for this test run: the adapter signs with the private key, the test verifies with the public one.
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  account = {
    project_id: "souq-events-test",
    client_email: "push-sender@souq-events-test.iam.gserviceaccount.com",
    private_key: await exportPKCS8(privateKey),
    private_key_id: "fixture-key-1",
  };
  publicKeyPem = await exportSPKI(publicKey);
});

const envKeys = ["FCM_SERVICE_ACCOUNT_JSON", "FCM_SERVICE_ACCOUNT_FILE", "FCM_PROJECT_ID"] as const;
isolateEnv(envKeys);
afterEach(() => {
  resetClock();
});

const sendFixture = fixture("fcm", "send-success");
const push = (over: Partial<OutgoingPush> = {}): OutgoingPush => ({
  token: "fcm-device-token-android-1",
  platform: "android",
  title: "رسالة جديدة",
  body: "أرسل لك المورد رسالة",
  data: { type: "conversation", entity_id: "conv_1", notification_id: "ntf_1" },
  template: "message.received",
  locale: "ar",
  ...over,
});

function provider(sends: Fixture[], tokens: Fixture[] = [fixture("fcm", "token-success")]) {
  const replay = replayFetch(queues({ [TOKEN_URL]: tokens, [SEND_URL]: sends }));
  return { ...replay, fcm: createFcmProvider({ serviceAccount: account, fetch: replay.fetch }) };
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
}

describe("FCM HTTP v1 adapter", () => {
  it("gets an access token with a signed JWT, then sends the recorded request and returns the message name", async () => {
    freezeClock("2026-11-24T22:30:00Z");
    const { fcm, calls } = provider([sendFixture]);
    const { messageId } = await fcm.send(push());
    expect(messageId).toBe("projects/souq-events-test/messages/0:1764023400000000%31bd1c9631bd1c96");

    expect(calls.map((c) => c.url)).toEqual([TOKEN_URL, SEND_URL]);
    const [tokenCall, sendCall] = calls;
    expect(tokenCall.init.method).toBe("POST");
    expect(new Headers(tokenCall.init.headers).get("content-type")).toBe("application/x-www-form-urlencoded");
    const form = new URLSearchParams(String(tokenCall.init.body));
    expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");

    // The assertion verifies with the service account's public key and carries the documented claims.
    const assertion = form.get("assertion") ?? "";
    const { payload } = await jwtVerify(assertion, await importSPKI(publicKeyPem, "RS256"), { currentDate: new Date("2026-11-24T22:30:00Z") });
    const issuedAt = Date.parse("2026-11-24T22:30:00Z") / 1000;
    expect(payload).toEqual({ iss: account.client_email, scope: FCM_SCOPE, aud: GOOGLE_TOKEN_URI, iat: issuedAt, exp: issuedAt + 3600 });
    expect(decodeProtectedHeader(assertion)).toEqual({ alg: "RS256", typ: "JWT", kid: "fixture-key-1" });

    // The send request is the recorded one.
    expect(sendCall.init.method).toBe("POST");
    const headers = new Headers(sendCall.init.headers);
    expect(headers.get("authorization")).toBe(sendFixture.request?.headers?.authorization);
    expect(headers.get("content-type")).toBe(sendFixture.request?.headers?.["content-type"]);
    expect(JSON.parse(String(sendCall.init.body))).toEqual(sendFixture.request?.body);
    expect(sendCall.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("caches the access token until a minute before it expires", async () => {
    const clock = freezeClock("2026-11-24T22:00:00Z");
    const { fcm, calls } = provider([sendFixture]);
    await fcm.send(push());
    clock.advance(58 * 60 * 1000);
    await Promise.all([fcm.send(push()), fcm.send(push())]);
    expect(calls.filter((c) => c.url === TOKEN_URL)).toHaveLength(1);

    // expires_in 3599 s, refreshed 60 s early: at +59 min a new token is fetched, once for concurrent sends.
    clock.advance(60 * 1000);
    await Promise.all([fcm.send(push()), fcm.send(push())]);
    expect(calls.filter((c) => c.url === TOKEN_URL)).toHaveLength(2);
    expect(calls.filter((c) => c.url === SEND_URL)).toHaveLength(5);
  });

  it("maps UNREGISTERED (404) and an invalid registration token (400) to PushTokenInvalidError", async () => {
    for (const name of ["send-unregistered", "send-invalid-token"]) {
      const { fcm } = provider([fixture("fcm", name)]);
      const error = await rejection(fcm.send(push()));
      expect(error, name).toBeInstanceOf(PushTokenInvalidError);
      expect(String((error as Error).message)).toMatch(/UNREGISTERED|INVALID_ARGUMENT/);
    }
  });

  it("maps 429 and 5xx to retryable errors (with Retry-After), and a bad data field to a final one", async () => {
    const quota = await rejection(provider([fixture("fcm", "send-quota-exceeded")]).fcm.send(push()));
    expect(quota).toBeInstanceOf(MessagingProviderError);
    expect(quota).toMatchObject({ status: 429, code: "QUOTA_EXCEEDED", retryable: true, retryAfterMs: 30_000 });
    expect(quota).not.toBeInstanceOf(PushTokenInvalidError);

    const down = await rejection(provider([fixture("fcm", "send-unavailable")]).fcm.send(push()));
    expect(down).toMatchObject({ status: 503, code: "UNAVAILABLE", retryable: true });

    const badData = await rejection(provider([fixture("fcm", "send-invalid-data")]).fcm.send(push()));
    expect(badData).toBeInstanceOf(MessagingProviderError);
    expect(badData).not.toBeInstanceOf(PushTokenInvalidError);
    expect(badData).toMatchObject({ status: 400, code: "INVALID_ARGUMENT", retryable: false });
  });

  it("drops the cached token on 401 so the retry signs in again", async () => {
    freezeClock("2026-11-24T22:00:00Z");
    const { fcm, calls } = provider([fixture("fcm", "send-unauthenticated"), sendFixture]);
    expect(await rejection(fcm.send(push()))).toMatchObject({ status: 401, retryable: true });
    await fcm.send(push());
    expect(calls.map((c) => c.url)).toEqual([TOKEN_URL, SEND_URL, TOKEN_URL, SEND_URL]);
  });

  it("fails without sending when the token endpoint refuses the assertion", async () => {
    const { fcm, calls } = provider([sendFixture], [fixture("fcm", "token-invalid-grant")]);
    const error = await rejection(fcm.send(push()));
    expect(error).toBeInstanceOf(MessagingProviderError);
    expect((error as Error).message).toContain("invalid_grant");
    expect(calls.map((c) => c.url)).toEqual([TOKEN_URL]);
  });

  it("adds the block of the device's platform", () => {
    expect(fcmMessage(push({ platform: "ios" }))).toMatchObject({ apns: { payload: { aps: { sound: "default" } } } });
    expect(fcmMessage(push({ platform: "ios" }))).not.toHaveProperty("android");
    expect(fcmMessage(push({ platform: "web" }))).toMatchObject({ webpush: { headers: { Urgency: "high" } } });
  });

  it("reads the service account from FCM_SERVICE_ACCOUNT_JSON and says what is missing", () => {
    expect(() => loadServiceAccount()).toThrow(/FCM_SERVICE_ACCOUNT_JSON/);
    process.env.FCM_SERVICE_ACCOUNT_JSON = JSON.stringify(account);
    resetConfig();
    expect(loadServiceAccount()).toMatchObject({ project_id: "souq-events-test", client_email: account.client_email });
    process.env.FCM_SERVICE_ACCOUNT_JSON = JSON.stringify({ project_id: "p" });
    resetConfig();
    expect(() => loadServiceAccount()).toThrow(/client_email/);
  });
});
