import { now } from "../core/clock";
import { config, type Config } from "../core/config";
import { db, type Tx } from "../core/db/client";
import { AppError } from "../core/errors";
import { pageWindow, pagination, type PageInput, type Pagination } from "../core/http/query";
import { newId } from "../core/ids";
import { createHttpSmsProvider } from "./providers/http-sms";
import { createKwtsmsProvider } from "./providers/kwtsms-sms";
import { createFailoverEmailProvider } from "./providers/failover-email";
import { createFcmProvider } from "./providers/fcm";
import { logEmailProvider, logPushProvider, logSmsProvider } from "./providers/log";
import { createPostmarkProvider } from "./providers/postmark-email";
import { createSmtpProvider } from "./providers/smtp";
import { createWebPushProvider } from "./providers/web-push";
import { MessagingProviderError, type EmailProvider, OutgoingEmail, OutgoingPush, OutgoingSms, PushProvider, SendResult, SmsProvider } from "./types";

// The one way out for email, SMS and push. The provider is chosen by configuration
// (MAIL_PROVIDER = log | smtp | postmark, the other email provider as a fallback when configured too; SMS_PROVIDER = log | http | kwtsms, PUSH_PROVIDER = log |
// fcm;
// see docs/messaging.md). Every message,
// delivered or not, is recorded in `outbound_messages`; a provider failure
// answers 502 OTP_DELIVERY_FAILED (the detail stays in the row and the log).
//
// Call these after the database transaction that decided to send has
// committed (delivery is a side effect that cannot be rolled back, and the
// embedded PGlite has one connection). A caller that must record inside its
// own transaction passes it as `opts.db`.

export type SendOptions = { db?: Tx };

type Providers = { email?: EmailProvider; sms?: SmsProvider; push?: PushProvider; webPush?: PushProvider };
let injected: Providers = {};
let email: { key: string; provider: EmailProvider } | undefined;
let httpSms: { key: string; provider: SmsProvider } | undefined;
let fcm: { key: string; provider: PushProvider } | undefined;
// Reads its VAPID keys at each send: one for all configurations.
const webPush = createWebPushProvider();
const kwtsms = createKwtsmsProvider();

/** Tests: replace the configured providers (e.g. with one that fails). */
export function setMessagingProviders(providers: Providers): void {
  injected = { ...injected, ...providers };
}

/** Tests: back to the providers chosen by configuration. */
export function resetMessagingProviders(): void {
  injected = {};
  email = undefined;
  httpSms = undefined;
  fcm = undefined;
}

export function emailProvider(): EmailProvider {
  if (injected.email) return injected.email;
  const c = config();
  if (c.MAIL_PROVIDER === "log") return logEmailProvider;
  // One provider (and nodemailer transport) per configuration.
  const key = [c.MAIL_PROVIDER, c.SMTP_URL, c.MAIL_FROM, c.POSTMARK_SERVER_TOKEN, c.POSTMARK_MESSAGE_STREAM, c.POSTMARK_API_URL].join("\n");
  if (email?.key !== key) email = { key, provider: configuredEmailProvider(c) };
  return email.provider;
}

/** MAIL_PROVIDER's provider, with the other one as its fallback when that one's setting is present too. */
function configuredEmailProvider(c: Config): EmailProvider {
  const smtp = createSmtpProvider({ url: c.SMTP_URL, from: c.MAIL_FROM });
  // Postmark reads its settings at each send.
  const postmark = createPostmarkProvider();
  if (c.MAIL_PROVIDER === "postmark") return c.SMTP_URL ? createFailoverEmailProvider(postmark, smtp) : postmark;
  return c.POSTMARK_SERVER_TOKEN ? createFailoverEmailProvider(smtp, postmark) : smtp;
}

export function smsProvider(): SmsProvider {
  if (injected.sms) return injected.sms;
  const c = config();
  if (c.SMS_PROVIDER === "log") return logSmsProvider;
  // kwtSMS reads its settings from the configuration at each send: nothing to cache.
  if (c.SMS_PROVIDER === "kwtsms") return kwtsms;
  const key = `${c.SMS_GATEWAY_URL ?? ""}\n${c.SMS_GATEWAY_TOKEN ?? ""}\n${c.SMS_SENDER_ID}`;
  if (httpSms?.key !== key) {
    httpSms = { key, provider: createHttpSmsProvider({ url: c.SMS_GATEWAY_URL, token: c.SMS_GATEWAY_TOKEN, senderId: c.SMS_SENDER_ID }) };
  }
  return httpSms.provider;
}

/** The push provider chosen by configuration (or injected), without the recording of `pushProvider()`. */
function configuredPushProvider(): PushProvider {
  if (injected.push) return injected.push;
  const c = config();
  if (c.PUSH_PROVIDER === "log") return logPushProvider;
  const key = `${c.FCM_SERVICE_ACCOUNT_JSON ?? ""}\n${c.FCM_SERVICE_ACCOUNT_FILE ?? ""}\n${c.FCM_PROJECT_ID ?? ""}`;
  // One provider per configuration: it caches its OAuth2 access token.
  if (fcm?.key !== key) fcm = { key, provider: createFcmProvider() };
  return fcm.provider;
}

/** A push provider whose `send` also records the message (channel "push") in `outbound_messages`. */
export type RecordingPushProvider = PushProvider & {
  /** As PushProvider.send; the row is written with `opts.db` when given (a caller inside its own transaction). */
  send(m: OutgoingPush, opts?: SendOptions): Promise<{ messageId: string }>;
};

/**
 * The push provider (PUSH_PROVIDER = log | fcm, default log), or with
 * `webPush` the Web Push one for browser subscriptions (whatever PUSH_PROVIDER
 * is: a subscription needs no push account, and in the embedded default it is
 * sent for real and recorded like every push). Every send is
 * recorded in `outbound_messages` (channel "push", recipient = device token),
 * sent or failed, like email and SMS. Unlike `sendEmail`/`sendSms` the
 * provider's own error is rethrown unchanged: PushTokenInvalidError for a
 * dead token (delete it, do not retry), any other error worth a retry.
 */
export function pushProvider(opts: { webPush?: boolean } = {}): RecordingPushProvider {
  const provider = opts.webPush ? (injected.webPush ?? webPush) : configuredPushProvider();
  return {
    name: provider.name,
    async send(m: OutgoingPush, opts: SendOptions = {}) {
      let result: { messageId: string } | undefined;
      let failure: unknown;
      try {
        result = await provider.send(m);
      } catch (e) {
        failure = e;
      }
      const error = result ? null : describe(failure);
      await record(
        { channel: "push", to: m.token, subject: m.title, text: m.body, template: m.template, locale: m.locale },
        { provider: provider.name, error, messageId: result?.messageId },
        opts,
      );
      if (!result) {
        console.warn(`[messaging] push ${m.template} via ${provider.name} failed: ${error}`);
        throw failure;
      }
      return result;
    },
  };
}

/**
 * True while every channel uses the `log` provider (by configuration): only
 * then do `GET /api/v1/dev/outbox` and `/dev/outbox` exist.
 */
export function isLogMessagingActive(): boolean {
  const c = config();
  return c.MAIL_PROVIDER === "log" && c.SMS_PROVIDER === "log" && c.PUSH_PROVIDER === "log";
}

/** How recipients are stored and matched: trimmed; email addresses lowercase. */
export function normalizeRecipient(channel: "email" | "sms" | "push", to: string): string {
  const trimmed = to.trim();
  return channel === "email" ? trimmed.toLowerCase() : trimmed;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1000);
}

type MessageRecord = { channel: "email" | "sms" | "push"; to: string; subject: string | null; text: string; template: string; locale: "ar" | "en" };

type Outcome = { provider: string; error: string | null; messageId?: string };

async function record(message: MessageRecord, outcome: Outcome, opts: SendOptions): Promise<void> {
  const { error } = outcome;
  await (opts.db ?? db).outboundMessage.create({
    data: {
      id: newId(),
      channel: message.channel,
      recipient: normalizeRecipient(message.channel, message.to),
      subject: message.subject,
      body: message.text,
      template: message.template,
      locale: message.locale,
      provider: outcome.provider,
      providerMessageId: outcome.messageId ?? null,
      status: error === null ? "sent" : "failed",
      error,
      createdAt: now(),
    },
  });
}

async function deliver(message: MessageRecord, providerName: string, send: () => Promise<SendResult>, opts: SendOptions): Promise<SendResult> {
  let error: string | null = null;
  let failure: unknown;
  let messageId: string | undefined;
  // A failover names the provider that delivered or failed last; the row records that one.
  let provider = providerName;
  try {
    const result = await send();
    messageId = result?.messageId;
    provider = result?.provider ?? providerName;
  } catch (e) {
    error = describe(e);
    failure = e;
    if (e instanceof MessagingProviderError && e.provider) provider = e.provider;
  }
  await record(message, { provider, error, messageId }, opts);
  if (error !== null) {
    console.warn(`[messaging] ${message.channel} ${message.template} via ${provider} failed: ${error}`);
    // The provider's own error rides along as the cause (never shown to clients): notification retries read whether it is final.
    throw Object.assign(new AppError("OTP_DELIVERY_FAILED"), { cause: failure });
  }
  return messageId === undefined ? {} : { messageId };
}

/** Sends one email through the configured provider and records it; resolves with the provider's message id. Throws AppError OTP_DELIVERY_FAILED (502). */
export async function sendEmail(m: OutgoingEmail, opts: SendOptions = {}): Promise<SendResult> {
  const provider = emailProvider();
  return deliver(
    { channel: "email", to: m.to, subject: m.subject, text: m.text, template: m.template, locale: m.locale },
    provider.name,
    () => provider.send(m),
    opts,
  );
}

/**
 * Sends one SMS (`to` in E.164) through the configured provider and records it; resolves with the provider's message id. Throws AppError OTP_DELIVERY_FAILED
 * (502).
 */
export async function sendSms(m: OutgoingSms, opts: SendOptions = {}): Promise<SendResult> {
  const provider = smsProvider();
  return deliver(
    { channel: "sms", to: m.to, subject: null, text: m.text, template: m.template, locale: m.locale },
    provider.name,
    () => provider.send(m),
    opts,
  );
}

// ------------------------------------------------------------ the outbox read side
// (GET /api/v1/dev/outbox and the /dev/outbox page; both check isLogMessagingActive first)

export const OUTBOX_CHANNELS = ["email", "sms", "push"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export type OutboxMessage = {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  template: string;
  locale: "ar" | "en";
  created_at: string;
};

/** Recipients to match for a `to` filter: trimmed, emails lowercase; bare digits also match `+digits` (a `+` lost in a query string). */
function recipientsFor(to: string, channel: OutboxChannel | undefined): string[] {
  const trimmed = to.trim();
  if (trimmed.includes("@")) return [normalizeRecipient("email", trimmed)];
  const phone = normalizeRecipient(channel ?? "sms", trimmed);
  return /^\d+$/.test(phone) ? [phone, `+${phone}`] : [phone];
}

/** Stored messages, newest first. */
export async function listOutboxMessages(
  filter: { to?: string; channel?: OutboxChannel } & PageInput,
): Promise<{ items: OutboxMessage[]; pagination: Pagination }> {
  const where = {
    ...(filter.channel ? { channel: filter.channel } : {}),
    // A blank `to` is no filter.
    ...(filter.to?.trim() ? { recipient: { in: recipientsFor(filter.to, filter.channel) } } : {}),
  };
  const [rows, total] = await Promise.all([
    db.outboundMessage.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(filter),
      select: { id: true, channel: true, recipient: true, subject: true, body: true, template: true, locale: true, createdAt: true },
    }),
    db.outboundMessage.count({ where }),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      channel: r.channel as OutboxChannel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      template: r.template,
      locale: r.locale,
      created_at: r.createdAt.toISOString(),
    })),
    pagination: pagination(filter, total),
  };
}
