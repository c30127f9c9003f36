import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { emailProvider, resetMessagingProviders, sendEmail, setMessagingProviders } from "../send";
import { MessagingProviderError, type OutgoingEmail } from "../types";
import { fixture, replayFetch, type Fixture, type RecordedCall } from "../../test/messaging-replay";
import { createPostmarkProvider } from "./postmark-email";
import { isolateEnv } from "@/server/test/env";

const ENV = ["MAIL_PROVIDER", "MAIL_FROM", "SMTP_URL", "POSTMARK_SERVER_TOKEN", "POSTMARK_MESSAGE_STREAM", "POSTMARK_API_URL"] as const;
isolateEnv(ENV);
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetMessagingProviders();
});

const TOKEN = "fixture-server-token-0000";
const FROM = "Souq Events <no-reply@souq-events.kw>";
const verifyEmail: OutgoingEmail = {
  to: "guest@example.com",
  subject: "تأكيد البريد",
  text: "الرابط: https://souq-events.kw/ar/verify?t=abc",
  html: '<p><a href="https://souq-events.kw/ar/verify?t=abc">تأكيد</a></p>',
  template: "email.verify",
  locale: "ar",
};

function postmark(f: Fixture) {
  const replay = replayFetch(() => f);
  return { ...replay, provider: createPostmarkProvider({ token: TOKEN, from: FROM, fetch: replay.fetch }) };
}

/** The exact request the fixture recorded: method, URL, every header and nothing more, the JSON body. */
function expectRequest(call: RecordedCall, f: Fixture) {
  expect(call.init.method).toBe(f.request?.method);
  expect(call.url).toBe(f.request?.url);
  expect(Object.fromEntries(new Headers(call.init.headers))).toEqual(f.request?.headers);
  expect(JSON.parse(String(call.init.body))).toEqual(f.request?.body);
  expect(call.init.signal).toBeInstanceOf(AbortSignal);
}

async function failure(p: Promise<unknown>): Promise<MessagingProviderError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MessagingProviderError);
  return error as MessagingProviderError;
}

const sendWith = (name: string) => postmark(fixture("postmark", name)).provider.send(verifyEmail);

describe("Postmark adapter", () => {
  it("POSTs the documented JSON with the server token and answers Postmark's MessageID", async () => {
    const f = fixture("postmark", "send-ok");
    const { provider, calls } = postmark(f);
    expect(provider.name).toBe("postmark");
    expect(await provider.send(verifyEmail)).toEqual({ messageId: "b7bc2f4a-e38e-4336-af7d-e6c392c2f817" });
    expect(calls).toHaveLength(1);
    expectRequest(calls[0], f);
  });

  it("refuses the message itself on a 422 about the recipient: not retryable, flagged as the message's own fault", async () => {
    const inactive = await failure(sendWith("error-inactive-recipient"));
    expect(inactive).toMatchObject({ status: 422, code: "406", retryable: false, messageRefused: true });
    expect(inactive.message).toContain("marked as inactive");
    expect(await failure(sendWith("error-invalid-to"))).toMatchObject({ status: 422, code: "300", retryable: false, messageRefused: true });
  });

  it("treats the account's own setup (sender signature, token) as final for Postmark but not the message's fault, and never leaks the token", async () => {
    const sender = await failure(sendWith("error-sender-signature"));
    expect(sender).toMatchObject({ status: 422, code: "400", retryable: false, messageRefused: false });
    const token = await failure(sendWith("error-bad-token"));
    expect(token).toMatchObject({ status: 401, code: "10", retryable: false, messageRefused: false });
    expect(token.message).not.toContain(TOKEN);
  });

  it("makes 429 and 5xx retryable with the Retry-After they give", async () => {
    expect(await failure(sendWith("rate-limited"))).toMatchObject({ status: 429, code: "429", retryable: true, messageRefused: false, retryAfterMs: 30_000 });
    const down = await failure(sendWith("unavailable"));
    expect(down).toMatchObject({ status: 503, code: undefined, retryable: true, retryAfterMs: 120_000 });
    expect(down.message).toContain("503 Service Unavailable");
    expect(await failure(sendWith("server-error"))).toMatchObject({ status: 500, retryable: true, retryAfterMs: undefined });
  });

  it("makes no answer (network, timeout) retryable, and a missing token a clear error", async () => {
    const offline = createPostmarkProvider({ token: TOKEN, from: FROM, fetch: async () => Promise.reject(new TypeError("fetch failed")) });
    expect(await failure(offline.send(verifyEmail))).toMatchObject({ code: "network", retryable: true });
    const hanging = createPostmarkProvider({
      token: TOKEN,
      from: FROM,
      timeoutMs: 20,
      fetch: (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    });
    expect(await failure(hanging.send(verifyEmail))).toMatchObject({ code: "timeout", retryable: true });
    const unset = await failure(createPostmarkProvider({ from: FROM }).send(verifyEmail));
    expect(unset.message).toContain("POSTMARK_SERVER_TOKEN");
  });

  it("takes its settings from the configuration: MAIL_PROVIDER=postmark alone sends through Postmark and sendEmail records its MessageID", async () => {
    Object.assign(process.env, { MAIL_PROVIDER: "postmark", POSTMARK_SERVER_TOKEN: TOKEN, MAIL_FROM: FROM, POSTMARK_MESSAGE_STREAM: "otp" });
    resetConfig();
    expect(emailProvider().name).toBe("postmark");

    const f = fixture("postmark", "send-ok");
    const replay = replayFetch(() => f);
    setMessagingProviders({ email: createPostmarkProvider({ fetch: replay.fetch }) });
    const to = `pm${Date.now()}@example.com`;
    await sendEmail({ ...verifyEmail, to });
    expect(replay.calls[0].url).toBe("https://api.postmarkapp.com/email");
    expect(new Headers(replay.calls[0].init.headers).get("x-postmark-server-token")).toBe(TOKEN);
    expect(JSON.parse(String(replay.calls[0].init.body))).toMatchObject({ From: FROM, To: to, MessageStream: "otp" });
    const [row] = await db.outboundMessage.findMany({ where: { recipient: to } });
    expect(row).toMatchObject({ provider: "postmark", status: "sent", providerMessageId: "b7bc2f4a-e38e-4336-af7d-e6c392c2f817" });
  });
});
