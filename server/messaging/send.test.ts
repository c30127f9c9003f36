import nodemailer from "nodemailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { AppError, ERROR_CATALOGUE } from "@/server/core/errors";
import { createHttpSmsProvider, type FetchLike } from "./providers/http-sms";
import { createSmtpProvider, smtpTransport, type MailTransport } from "./providers/smtp";
import { emailProvider, isLogMessagingActive, resetMessagingProviders, sendEmail, sendSms, setMessagingProviders, smsProvider } from "./send";
import { MessagingProviderError, type EmailProvider, type SmsProvider } from "./types";

const ENV_KEYS = ["MAIL_PROVIDER", "SMTP_URL", "MAIL_FROM", "SMS_PROVIDER", "SMS_GATEWAY_URL", "SMS_GATEWAY_TOKEN", "SMS_SENDER_ID", "PUSH_PROVIDER"] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  Object.assign(process.env, values);
  resetConfig();
}

// Every test starts from the embedded default (log providers), whatever the
// surrounding environment says. Failures are logged for operators; keep the
// test output quiet.
beforeEach(() => {
  for (const k of ENV_KEYS) delete process.env[k];
  resetConfig();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const k of ENV_KEYS) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  resetConfig();
  resetMessagingProviders();
});

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now()}${++seq}`;

const rowsFor = (recipient: string) => db.outboundMessage.findMany({ where: { recipient }, orderBy: { id: "asc" } });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("sendEmail / sendSms with the log provider (embedded default)", () => {
  it("is the default for both channels and records every message as sent", async () => {
    expect(isLogMessagingActive()).toBe(true);
    expect(emailProvider().name).toBe("log");
    expect(smsProvider().name).toBe("log");

    const email = `${unique("Sara.")}@Example.com`;
    await sendEmail({ to: `  ${email} `, subject: "رمز التحقق", text: "رمزك 123456", html: "<p>123456</p>", template: "otp.email_verify", locale: "ar" });
    const [row] = await rowsFor(email.toLowerCase());
    expect(row).toMatchObject({
      channel: "email",
      recipient: email.toLowerCase(),
      subject: "رمز التحقق",
      body: "رمزك 123456",
      template: "otp.email_verify",
      locale: "ar",
      provider: "log",
      status: "sent",
      error: null,
    });

    const phone = `+9655${String(Date.now()).slice(-7)}`;
    await sendSms({ to: phone, text: "Your code is 654321", template: "otp.phone_verify", locale: "en" });
    const [sms] = await rowsFor(phone);
    expect(sms).toMatchObject({ channel: "sms", subject: null, body: "Your code is 654321", locale: "en", provider: "log", status: "sent" });
  });
});

describe("delivery failure", () => {
  it("records a failed row and throws OTP_DELIVERY_FAILED (502) when the email provider fails", async () => {
    const failing: EmailProvider = {
      name: "smtp",
      send: async () => {
        throw new MessagingProviderError("550 mailbox unavailable", { status: 550, retryable: false });
      },
    };
    setMessagingProviders({ email: failing });
    const to = `${unique("fail")}@example.com`;
    const error = await rejection(sendEmail({ to, subject: "Code", text: "111111", template: "otp.login", locale: "en" }));
    expect(error.code).toBe("OTP_DELIVERY_FAILED");
    expect(error.status).toBe(502);
    expect(ERROR_CATALOGUE.OTP_DELIVERY_FAILED.status).toBe(502);
    expect(error.message).not.toContain("550");
    // The provider's classified error is the cause (notification retries stop on a final one).
    expect(error.cause).toBeInstanceOf(MessagingProviderError);
    expect((error.cause as MessagingProviderError).retryable).toBe(false);

    const [row] = await rowsFor(to);
    expect(row).toMatchObject({ status: "failed", provider: "smtp", body: "111111", template: "otp.login" });
    expect(row.error).toContain("550 mailbox unavailable");
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("otp.login via smtp failed"));
  });

  it("does the same for SMS, and the injected provider is used until reset", async () => {
    const sent: string[] = [];
    const failing: SmsProvider = {
      name: "http",
      send: async (m) => {
        sent.push(m.to);
        throw new Error("gateway down");
      },
    };
    setMessagingProviders({ sms: failing });
    const to = `+9656${String(Date.now()).slice(-7)}`;
    const error = await rejection(sendSms({ to, text: "رمزك 222222", template: "otp.phone_verify", locale: "ar" }));
    expect(error.code).toBe("OTP_DELIVERY_FAILED");
    expect(sent).toEqual([to]);
    expect((await rowsFor(to))[0]).toMatchObject({ status: "failed", provider: "http", error: expect.stringContaining("gateway down") });

    resetMessagingProviders();
    await sendSms({ to, text: "رمزك 333333", template: "otp.phone_verify", locale: "ar" });
    expect((await rowsFor(to)).map((r) => [r.provider, r.status])).toEqual([
      ["http", "failed"],
      ["log", "sent"],
    ]);
  });
});

describe("provider selection by configuration", () => {
  it("uses SMTP for MAIL_PROVIDER=smtp and HTTP for SMS_PROVIDER=http; the outbox is off unless both are log", async () => {
    setEnv({ MAIL_PROVIDER: "smtp", SMTP_URL: "smtp://127.0.0.1:1" });
    expect(emailProvider().name).toBe("smtp");
    expect(smsProvider().name).toBe("log");
    expect(isLogMessagingActive()).toBe(false);

    setEnv({ MAIL_PROVIDER: "log", SMS_PROVIDER: "http", SMS_GATEWAY_URL: "https://sms.example.test/send", SMS_GATEWAY_TOKEN: "t" });
    expect(emailProvider().name).toBe("log");
    expect(smsProvider().name).toBe("http");
    expect(isLogMessagingActive()).toBe(false);

    setEnv({ SMS_PROVIDER: "log" });
    expect(isLogMessagingActive()).toBe(true);
  });

  it("answers OTP_DELIVERY_FAILED when the SMTP server refuses the connection, and records it", async () => {
    // Port 1 on the loopback interface: connection refused at once, no network involved.
    setEnv({ MAIL_PROVIDER: "smtp", SMTP_URL: "smtp://127.0.0.1:1", MAIL_FROM: "Events <no-reply@events.test>" });
    const to = `${unique("smtp")}@example.com`;
    const error = await rejection(sendEmail({ to, subject: "Code", text: "444444", template: "otp.login", locale: "en" }));
    expect(error.code).toBe("OTP_DELIVERY_FAILED");
    expect((await rowsFor(to))[0]).toMatchObject({ provider: "smtp", status: "failed", error: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });

  it("answers OTP_DELIVERY_FAILED when SMS_PROVIDER=http has no gateway URL", async () => {
    setEnv({ SMS_PROVIDER: "http" });
    delete process.env.SMS_GATEWAY_URL;
    resetConfig();
    const to = `+9659${String(Date.now()).slice(-7)}`;
    const error = await rejection(sendSms({ to, text: "x", template: "otp.phone_verify", locale: "ar" }));
    expect(error.code).toBe("OTP_DELIVERY_FAILED");
    expect((await rowsFor(to))[0]).toMatchObject({ provider: "http", status: "failed", error: expect.stringContaining("SMS_GATEWAY_URL") });
  });
});

describe("HTTP SMS adapter", () => {
  type Captured = { url: string; init: RequestInit };
  function fakeFetch(response: () => Response) {
    const calls: Captured[] = [];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return response();
    };
    return { calls, fetch };
  }

  it("POSTs JSON {to, message, sender} with a bearer token and a 10 s timeout", async () => {
    const fake = fakeFetch(() => Response.json({ id: "abc", status: "queued" }, { status: 202 }));
    const provider = createHttpSmsProvider({ url: "https://sms.example.test/v1/messages", token: "secret-token", senderId: "EVENTS", fetch: fake.fetch });
    await provider.send({ to: "+96550000001", text: "رمز التحقق: 123456", template: "otp.phone_verify", locale: "ar" });

    expect(fake.calls).toHaveLength(1);
    const [{ url, init }] = fake.calls;
    expect(url).toBe("https://sms.example.test/v1/messages");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("authorization")).toBe("Bearer secret-token");
    expect(headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ to: "+96550000001", message: "رمز التحقق: 123456", sender: "EVENTS" });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("returns the gateway's message id from a JSON answer, and sendSms records it", async () => {
    const fake = fakeFetch(() => Response.json({ id: "gw-123", status: "queued" }, { status: 202 }));
    setMessagingProviders({ sms: createHttpSmsProvider({ url: "https://sms.example.test/send", token: "t", fetch: fake.fetch }) });
    const to = `+9654${String(Date.now()).slice(-7)}`;
    await sendSms({ to, text: "رمزك 888888", template: "otp.phone_verify", locale: "ar" });
    expect((await rowsFor(to))[0]).toMatchObject({ provider: "http", status: "sent", providerMessageId: "gw-123" });

    const plain = fakeFetch(() => new Response("OK", { status: 200, headers: { "content-type": "text/plain" } }));
    const result = await createHttpSmsProvider({ url: "https://sms.example.test/send", token: "t", fetch: plain.fetch }).send({
      to: "+96550000009",
      text: "x",
      template: "t",
      locale: "en",
    });
    expect(result.messageId).toBeUndefined();
  });

  it("takes its settings from the configuration", async () => {
    setEnv({ SMS_GATEWAY_URL: "https://gw.example.test/send", SMS_GATEWAY_TOKEN: "cfg-token", SMS_SENDER_ID: "PARTYKW" });
    const fake = fakeFetch(() => new Response(null, { status: 200 }));
    await createHttpSmsProvider({ fetch: fake.fetch }).send({ to: "+96550000002", text: "hi", template: "t", locale: "en" });
    expect(fake.calls[0].url).toBe("https://gw.example.test/send");
    expect(new Headers(fake.calls[0].init.headers).get("authorization")).toBe("Bearer cfg-token");
    expect(JSON.parse(String(fake.calls[0].init.body)).sender).toBe("PARTYKW");
  });

  it("treats any non-2xx answer as a failure, and through sendSms records it and answers 502", async () => {
    const fake = fakeFetch(() => new Response('{"error":"invalid sender"}', { status: 400 }));
    const provider = createHttpSmsProvider({ url: "https://sms.example.test/send", token: "t", fetch: fake.fetch });
    await expect(provider.send({ to: "+96550000003", text: "x", template: "t", locale: "en" })).rejects.toThrow(/400.*invalid sender/);
    await expect(provider.send({ to: "+96550000003", text: "x", template: "t", locale: "en" })).rejects.toMatchObject({ status: 400, retryable: false });

    const down = fakeFetch(() => new Response("Service Unavailable", { status: 503 }));
    setMessagingProviders({ sms: createHttpSmsProvider({ url: "https://sms.example.test/send", token: "t", fetch: down.fetch }) });
    const to = `+9657${String(Date.now()).slice(-7)}`;
    const error = await rejection(sendSms({ to, text: "رمزك 555555", template: "otp.phone_verify", locale: "ar" }));
    expect(error.code).toBe("OTP_DELIVERY_FAILED");
    expect((await rowsFor(to))[0]).toMatchObject({ provider: "http", status: "failed", error: expect.stringContaining("503") });
  });

  it("fails when the gateway does not answer within the timeout", async () => {
    const hanging: FetchLike = (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const provider = createHttpSmsProvider({ url: "https://sms.example.test/send", token: "t", fetch: hanging, timeoutMs: 20 });
    await expect(provider.send({ to: "+96550000004", text: "x", template: "t", locale: "en" })).rejects.toThrow(/timeout|abort/i);
  });
});

describe("SMTP adapter", () => {
  it("builds a nodemailer SMTP transport from SMTP_URL without connecting", async () => {
    const transport = await smtpTransport("smtps://mailer%40events.test:p%40ss@smtp.events.test:465");
    const options = (transport.transporter as unknown as { options: Record<string, unknown> }).options;
    expect(options).toMatchObject({
      host: "smtp.events.test",
      port: 465,
      secure: true,
      connectionTimeout: 10_000,
    });
    expect(options.auth).toEqual({ user: "mailer@events.test", pass: "p@ss" });
    const starttls = ((await smtpTransport("smtp://smtp.events.test:587")).transporter as unknown as { options: Record<string, unknown> }).options;
    expect(starttls).toMatchObject({ host: "smtp.events.test", port: 587, secure: false });
  });

  it("sends from MAIL_FROM with the text, HTML and language of the message", async () => {
    setEnv({ MAIL_FROM: "Events <no-reply@events.test>" });
    const json = nodemailer.createTransport({ jsonTransport: true });
    const sent: Record<string, unknown>[] = [];
    const transport: MailTransport = {
      async sendMail(options) {
        const info = await json.sendMail(options);
        sent.push(JSON.parse(info.message) as Record<string, unknown>);
        return info;
      },
    };
    const provider = createSmtpProvider({ transport });
    expect(provider.name).toBe("smtp");
    await provider.send({
      to: "guest@example.com",
      subject: "تأكيد البريد",
      text: "الرابط: https://x.test/v",
      html: '<a href="https://x.test/v">تأكيد</a>',
      template: "email.verify",
      locale: "ar",
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: { address: "no-reply@events.test", name: "Events" },
      to: [{ address: "guest@example.com", name: "" }],
      subject: "تأكيد البريد",
      text: "الرابط: https://x.test/v",
      html: '<a href="https://x.test/v">تأكيد</a>',
      headers: { "Content-Language": "ar" },
    });
  });

  it("resolves with nodemailer's Message-ID, which sendEmail records on the row", async () => {
    setEnv({ MAIL_FROM: "Events <no-reply@events.test>" });
    // nodemailer's stream transport builds the full RFC 822 message without a network.
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    let raw = "";
    const transport: MailTransport = {
      async sendMail(options) {
        const info = await stream.sendMail(options);
        raw = String(info.message);
        return info;
      },
    };
    const provider = createSmtpProvider({ transport });
    const result = await provider.send({ to: "guest@example.com", subject: "s", text: "t", template: "t", locale: "en" });
    expect(result.messageId).toMatch(/^<.+@events\.test>$/);
    expect(raw).toContain(`Message-ID: ${result.messageId}`);

    setMessagingProviders({ email: provider });
    const to = `${unique("mid")}@example.com`;
    const sent = await sendEmail({ to, subject: "Code", text: "777777", template: "otp.login", locale: "en" });
    const [row] = await rowsFor(to);
    expect(row).toMatchObject({ provider: "smtp", status: "sent", providerMessageId: expect.stringMatching(/^<.+@events\.test>$/) });
    expect(sent.messageId).toBe(row.providerMessageId);
  });

  it("fails (and so answers 502 through sendEmail) when SMTP_URL is missing", async () => {
    await expect(createSmtpProvider({ url: undefined }).send({ to: "a@b.test", subject: "s", text: "t", template: "t", locale: "en" })).rejects.toThrow(
      /SMTP_URL/,
    );
  });
});
