import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { resetMessagingProviders, sendSms, setMessagingProviders, smsProvider } from "../send";
import { MessagingProviderError } from "../types";
import { fixture, replayFetch, type Fixture } from "../../test/messaging-replay";
import { createKwtsmsProvider, kwtsmsMobile, needsUnicode } from "./kwtsms-sms";
import { isolateEnv } from "@/server/test/env";

const ENV = ["SMS_PROVIDER", "KWTSMS_USERNAME", "KWTSMS_PASSWORD", "KWTSMS_TEST_MODE", "KWTSMS_API_URL", "SMS_SENDER_ID"] as const;
isolateEnv(ENV);
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetMessagingProviders();
});

const creds = { username: "souq_api", password: "fixture-password", senderId: "SOUQ-EVENTS" };
function kwtsms(f: Fixture, extra: { testMode?: boolean } = {}) {
  const replay = replayFetch(() => f);
  return { ...replay, provider: createKwtsmsProvider({ ...creds, ...extra, fetch: replay.fetch }) };
}

async function failure(p: Promise<unknown>): Promise<MessagingProviderError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MessagingProviderError);
  return error as MessagingProviderError;
}

describe("kwtSMS adapter", () => {
  it("sends Arabic as lang 3 (UTF-8/UCS-2) to a digits-only number and returns the msg-id", async () => {
    const f = fixture("kwtsms", "send-ok-arabic");
    const { provider, calls } = kwtsms(f);
    const result = await provider.send({ to: "+96550001234", text: "رمز التحقق: 123456", template: "otp.phone_verify", locale: "ar" });
    expect(result).toEqual({ messageId: "f4c841adee210f31307633ceaebff2ec" });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(f.request?.url);
    expect(calls[0].init.method).toBe("POST");
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("accept")).toBe("application/json");
    expect(JSON.parse(String(calls[0].init.body))).toEqual(f.request?.body);
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends English as lang 1, in test mode when asked", async () => {
    const f = fixture("kwtsms", "send-ok-english");
    const { provider, calls } = kwtsms(f, { testMode: true });
    const result = await provider.send({ to: "+96550001234", text: "Your code is 654321", template: "otp.login", locale: "en" });
    expect(result.messageId).toBe("a1b2c3d4e5f60718293a4b5c6d7e8f90");
    expect(JSON.parse(String(calls[0].init.body))).toEqual(f.request?.body);
  });

  it("maps the documented errors: queue full is retryable, credentials and balance are not, and the password never leaks", async () => {
    const send = (name: string) => kwtsms(fixture("kwtsms", name)).provider.send({ to: "+96550001234", text: "x", template: "t", locale: "en" });
    const auth = await failure(send("error-auth"));
    expect(auth).toMatchObject({ code: "ERR003", retryable: false });
    expect(auth.message).toContain("ERR003");
    expect(auth.message).not.toContain("fixture-password");
    expect(await failure(send("error-balance"))).toMatchObject({ code: "ERR010", retryable: false });
    expect(await failure(send("error-queue-full"))).toMatchObject({ code: "ERR013", retryable: true });
    expect(await failure(send("gateway-unavailable"))).toMatchObject({ status: 503, retryable: true });
  });

  it("normalises numbers and detects text that needs Unicode", () => {
    expect(kwtsmsMobile("+965 5000-1234")).toBe("96550001234");
    expect(kwtsmsMobile("0096550001234")).toBe("96550001234");
    expect(needsUnicode("Your code is 123456")).toBe(false);
    expect(needsUnicode("رمزك ١٢٣")).toBe(true);
  });

  it("is chosen by SMS_PROVIDER=kwtsms; through sendSms the row records the msg-id, and missing credentials fail clearly", async () => {
    Object.assign(process.env, { SMS_PROVIDER: "kwtsms", SMS_SENDER_ID: "SOUQ-EVENTS" });
    resetConfig();
    expect(smsProvider().name).toBe("kwtsms");
    const to = `+9655${String(Date.now()).slice(-7)}`;
    await expect(sendSms({ to, text: "x", template: "otp.login", locale: "en" })).rejects.toMatchObject({ code: "OTP_DELIVERY_FAILED" });
    const [failed] = await db.outboundMessage.findMany({ where: { recipient: to } });
    expect(failed).toMatchObject({ provider: "kwtsms", status: "failed", providerMessageId: null, error: expect.stringContaining("KWTSMS_USERNAME") });

    const replay = replayFetch(() => fixture("kwtsms", "send-ok-arabic"));
    setMessagingProviders({ sms: createKwtsmsProvider({ ...creds, fetch: replay.fetch }) });
    const to2 = `+9656${String(Date.now()).slice(-7)}`;
    await sendSms({ to: to2, text: "رمز التحقق: 123456", template: "otp.phone_verify", locale: "ar" });
    const [sent] = await db.outboundMessage.findMany({ where: { recipient: to2 } });
    expect(sent).toMatchObject({ provider: "kwtsms", status: "sent", providerMessageId: "f4c841adee210f31307633ceaebff2ec" });
  });
});
