import nodemailer from "nodemailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { parseConfig, resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { AppError } from "@/server/core/errors";
import { standIns } from "@/server/core/production-guard";
import { deliverDueNotifications } from "@/server/notifications/deliver";
import { notifyAndDeliver } from "@/server/notifications/test-helpers";
import { registerUser } from "@/server/test/identity";
import { createFailoverEmailProvider } from "./providers/failover-email";
import { fixture, replayFetch, type Fixture } from "../test/messaging-replay";
import { createPostmarkProvider } from "./providers/postmark-email";
import { createSmtpProvider, type MailTransport } from "./providers/smtp";
import { emailProvider, resetMessagingProviders, sendEmail, setMessagingProviders } from "./send";
import { MessagingProviderError, type OutgoingEmail } from "./types";
import { isolateEnv } from "@/server/test/env";

// Two email providers behind sendEmail: the primary first, the other one once more within the same
// attempt when the primary fails for a reason of its own, never when the message itself is refused.

const ENV = ["MAIL_PROVIDER", "MAIL_FROM", "SMTP_URL", "POSTMARK_SERVER_TOKEN", "POSTMARK_MESSAGE_STREAM", "POSTMARK_API_URL"] as const;
isolateEnv(ENV);
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetMessagingProviders();
  resetClock();
  // Pending retries of one test must not run in another's job call.
  await db.notificationDelivery.updateMany({ where: { nextAttemptAt: { not: null } }, data: { nextAttemptAt: null } });
});

const MINUTE = 60_000;
const FROM = "Souq Events <no-reply@souq-events.kw>";
const TOKEN = "fixture-server-token-0000";
let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now()}${++seq}@example.com`;
const rowsFor = (recipient: string) => db.outboundMessage.findMany({ where: { recipient }, orderBy: { id: "asc" } });
const message = (to: string): OutgoingEmail => ({ to, subject: "رمز الدخول", text: "رمزك 123456", template: "otp.login", locale: "ar" });

/** Postmark answering from fixtures (the last one repeats). */
function postmark(...answers: Fixture[]) {
  const queue = [...answers];
  const replay = replayFetch(() => (queue.length > 1 ? queue.shift() : queue[0]));
  return { ...replay, provider: createPostmarkProvider({ token: TOKEN, from: FROM, fetch: replay.fetch }) };
}

/** SMTP through nodemailer's JSON transport (no network), or failing with nodemailer's own error shape. */
function smtp(fail?: { message: string; code: string; responseCode?: number; command?: string }) {
  const json = nodemailer.createTransport({ jsonTransport: true });
  const sent: string[] = [];
  const transport: MailTransport = {
    async sendMail(options) {
      if (fail) throw Object.assign(new Error(fail.message), fail);
      sent.push(String(options.to));
      return { ...(await json.sendMail(options)), messageId: `<smtp-${sent.length}@souq-events.kw>` };
    },
  };
  return { sent, provider: createSmtpProvider({ transport, from: FROM }) };
}
const REFUSED_CONNECTION = { message: "connect ECONNREFUSED 127.0.0.1:465", code: "ESOCKET" };

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("email failover", () => {
  it("with both configured, SMTP down: Postmark delivers and the row names it", async () => {
    // The configured pair: SMTP on a port that refuses at once, Postmark through the global fetch.
    Object.assign(process.env, { MAIL_PROVIDER: "smtp", SMTP_URL: "smtp://127.0.0.1:1", POSTMARK_SERVER_TOKEN: TOKEN, MAIL_FROM: FROM });
    resetConfig();
    expect(emailProvider().name).toBe("smtp>postmark");
    const replay = replayFetch(() => fixture("postmark", "send-ok"));
    vi.stubGlobal("fetch", replay.fetch);

    const to = unique("down");
    expect(await sendEmail(message(to))).toEqual({ messageId: "b7bc2f4a-e38e-4336-af7d-e6c392c2f817" });
    expect(replay.calls).toHaveLength(1);
    expect(JSON.parse(String(replay.calls[0].init.body))).toMatchObject({ To: to, Tag: "otp.login", TextBody: "رمزك 123456" });
    const rows = await rowsFor(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "postmark", status: "sent", error: null, providerMessageId: "b7bc2f4a-e38e-4336-af7d-e6c392c2f817" });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("via smtp failed, trying postmark"));
  });

  it("Postmark first (MAIL_PROVIDER=postmark with SMTP_URL): a 503 or a bad token fails over to SMTP", async () => {
    Object.assign(process.env, { MAIL_PROVIDER: "postmark", POSTMARK_SERVER_TOKEN: TOKEN, SMTP_URL: "smtp://127.0.0.1:1" });
    resetConfig();
    expect(emailProvider().name).toBe("postmark>smtp");

    for (const answer of ["unavailable", "error-bad-token", "rate-limited"]) {
      const mail = smtp();
      const pm = postmark(fixture("postmark", answer));
      setMessagingProviders({ email: createFailoverEmailProvider(pm.provider, mail.provider) });
      const to = unique(answer);
      expect((await sendEmail(message(to))).messageId).toBe("<smtp-1@souq-events.kw>");
      expect(pm.calls).toHaveLength(1);
      expect(mail.sent).toEqual([to]);
      expect(await rowsFor(to)).toEqual([expect.objectContaining({ provider: "smtp", status: "sent", providerMessageId: "<smtp-1@souq-events.kw>" })]);
    }
  });

  it("a refusal of the message itself does not fail over: Postmark's inactive recipient, SMTP's rejected recipient", async () => {
    const mail = smtp();
    const pm = postmark(fixture("postmark", "error-inactive-recipient"));
    setMessagingProviders({ email: createFailoverEmailProvider(pm.provider, mail.provider) });
    const to = unique("bounced");
    const error = await rejection(sendEmail(message(to)));
    expect(error.code).toBe("OTP_DELIVERY_FAILED");
    expect(error.cause).toMatchObject({ messageRefused: true, retryable: false, provider: "postmark" });
    expect(mail.sent).toEqual([]);
    const [row] = await rowsFor(to);
    expect(row).toMatchObject({ provider: "postmark", status: "failed", error: expect.stringContaining("ErrorCode 406") });

    const rejecting = smtp({
      message: "Can't send mail - all recipients were rejected: 550 5.1.1 User unknown",
      code: "EENVELOPE",
      responseCode: 550,
      command: "RCPT TO",
    });
    const backup = postmark(fixture("postmark", "send-ok"));
    setMessagingProviders({ email: createFailoverEmailProvider(rejecting.provider, backup.provider) });
    const to2 = unique("unknown");
    await rejection(sendEmail(message(to2)));
    expect(backup.calls).toHaveLength(0);
    expect((await rowsFor(to2))[0]).toMatchObject({ provider: "smtp", status: "failed", error: expect.stringContaining("550 5.1.1") });

    // The same 550 to MAIL FROM is the server refusing our sender (its setup): that one fails over.
    const senderRefused = smtp({ message: "Mail command failed: 550 5.7.1 Sender not allowed", code: "EENVELOPE", responseCode: 550, command: "MAIL FROM" });
    const rescue = postmark(fixture("postmark", "send-ok"));
    setMessagingProviders({ email: createFailoverEmailProvider(senderRefused.provider, rescue.provider) });
    const to3 = unique("sender");
    await sendEmail(message(to3));
    expect((await rowsFor(to3))[0]).toMatchObject({ provider: "postmark", status: "sent" });
  });

  it("both down: one failed row with both errors, a retryable failure", async () => {
    const pm = postmark(fixture("postmark", "unavailable"));
    setMessagingProviders({ email: createFailoverEmailProvider(pm.provider, smtp(REFUSED_CONNECTION).provider) });
    const to = unique("both");
    const error = await rejection(sendEmail(message(to)));
    expect(error.cause).toBeInstanceOf(MessagingProviderError);
    // SMTP gave no Retry-After: the usual schedule applies, not Postmark's 2 minutes.
    expect(error.cause).toMatchObject({ retryable: true, retryAfterMs: undefined, provider: "smtp" });
    const rows = await rowsFor(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "smtp", status: "failed" });
    expect(rows[0].error).toMatch(/^MessagingProviderError: postmark: .*503.*; then smtp: .*ECONNREFUSED/);
  });

  it("both down: a notification email follows the usual 5 retries (1, 5, 15, 30, 60 minutes), each attempt trying both", async () => {
    const clock = freezeClock("2026-11-26T08:00:00Z");
    const user = await registerUser();
    const pm = postmark(fixture("postmark", "unavailable"));
    let smtpTries = 0;
    const down = smtp(REFUSED_CONNECTION).provider;
    const counted = { name: "smtp", send: (m: OutgoingEmail) => (smtpTries++, down.send(m)) };
    setMessagingProviders({ email: createFailoverEmailProvider(pm.provider, counted) });
    const id = await notifyAndDeliver({
      userId: user.userId,
      kind: "message.received",
      entity: { type: "conversation", id: "01CONVERSATION" },
      params: { sender_name: "Layla Events", preview: "Is the 12th free?" },
    });

    const emails = () => db.notificationDelivery.findMany({ where: { notificationId: id, channel: "email" }, orderBy: { attempt: "asc" } });
    const gaps: number[] = [];
    for (;;) {
      const pending = (await emails()).find((d) => d.nextAttemptAt);
      if (!pending) break;
      gaps.push((pending.nextAttemptAt!.getTime() - now().getTime()) / MINUTE);
      clock.set(pending.nextAttemptAt!);
      await deliverDueNotifications();
    }
    expect(gaps).toEqual([1, 5, 15, 30, 60]);
    const attempts = await emails();
    expect(attempts.map((d) => [d.attempt, d.status])).toEqual([1, 2, 3, 4, 5, 6].map((n) => [n, "failed"]));
    expect(attempts[0].error).toContain("then smtp");
    expect([pm.calls.length, smtpTries]).toEqual([6, 6]);
  });
});

describe("email configuration", () => {
  it("keeps the log provider by default and one provider when only one is configured", () => {
    expect(emailProvider().name).toBe("log");
    // SMTP_URL alone does not turn the log provider into a real one.
    Object.assign(process.env, { SMTP_URL: "smtp://127.0.0.1:1", POSTMARK_SERVER_TOKEN: TOKEN });
    resetConfig();
    expect(emailProvider().name).toBe("log");
    Object.assign(process.env, { MAIL_PROVIDER: "smtp", POSTMARK_SERVER_TOKEN: "" });
    resetConfig();
    expect(emailProvider().name).toBe("smtp");
    Object.assign(process.env, { MAIL_PROVIDER: "postmark", POSTMARK_SERVER_TOKEN: TOKEN, SMTP_URL: "" });
    resetConfig();
    expect(emailProvider().name).toBe("postmark");
  });

  it("the production guard names Postmark without a token and its test token, and accepts either real provider", () => {
    const real = { NODE_ENV: "production", DATABASE_URL: "postgresql://app@db/x", MAIL_FROM: "no-reply@souq-events.kw" };
    const emailStandIns = (env: Record<string, string>) => standIns(parseConfig({ ...real, ...env })).filter((s) => s.standIn.startsWith("email"));
    expect(emailStandIns({ MAIL_PROVIDER: "postmark" })).toEqual([{ standIn: "email: Postmark without a server token", fix: "POSTMARK_SERVER_TOKEN" }]);
    expect(emailStandIns({ MAIL_PROVIDER: "smtp", SMTP_URL: "smtps://u:p@smtp.example.kw:465", POSTMARK_SERVER_TOKEN: "POSTMARK_API_TEST" })).toEqual([
      { standIn: "email: Postmark's test token (accepted, never delivered)", fix: "POSTMARK_SERVER_TOKEN (the server's own token)" },
    ]);
    expect(emailStandIns({ MAIL_PROVIDER: "postmark", POSTMARK_SERVER_TOKEN: TOKEN })).toEqual([]);
    expect(emailStandIns({ MAIL_PROVIDER: "smtp", SMTP_URL: "smtps://u:p@smtp.example.kw:465", POSTMARK_SERVER_TOKEN: TOKEN })).toEqual([]);
    expect(emailStandIns({ MAIL_PROVIDER: "smtp" })).toEqual([{ standIn: "email: SMTP without a server", fix: "SMTP_URL" }]);
  });
});
