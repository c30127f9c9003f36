// Outgoing email, SMS and push. Callers (identity OTPs and links, notifications)
// render the text in the recipient's locale and hand it over here; a provider
// only delivers it. Providers live in `./providers/` and are chosen by
// configuration in `./send.ts`.

export type MessageLocale = "ar" | "en";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which message this is (e.g. `otp.email_verify`), for the outbox and audits. */
  template: string;
  locale: MessageLocale;
};

export type OutgoingSms = {
  /** E.164, e.g. `+96550000000`. */
  to: string;
  text: string;
  template: string;
  locale: MessageLocale;
};

/**
 * What a provider answers for an accepted message: its own id when it gives one (recorded on the row),
 * and which provider delivered it when that is not the one called (a failover, ./providers/failover-email.ts).
 */
export type SendResult = { messageId?: string; provider?: string };

export interface EmailProvider {
  /** Recorded on every outbound message row; never shown to clients. */
  name: string;
  /** Resolves when the provider accepted the message; rejects on failure. */
  send(m: OutgoingEmail): Promise<SendResult>;
}

export interface SmsProvider {
  name: string;
  send(m: OutgoingSms): Promise<SendResult>;
}

export type OutgoingPush = {
  /** The device's registered token (server/notifications/devices.ts). */
  token: string;
  platform: "ios" | "android" | "web";
  title: string;
  body: string;
  /** Deep link for the app: `{ type, entity_id, notification_id }`; strings only (FCM data). */
  data: Record<string, string>;
  template: string;
  locale: MessageLocale;
  /** A browser's Web Push subscription (`token` is then its endpoint URL): sent by ./providers/web-push.ts. */
  webPush?: { p256dh: string; auth: string };
  /** The page a browser opens when the notification is clicked. */
  url?: string;
};

/** The provider refused the token as unregistered or invalid: the caller deletes it and does not retry. */
export class PushTokenInvalidError extends Error {
  constructor(message = "push token is not registered") {
    super(message);
    this.name = "PushTokenInvalidError";
  }
}

/**
 * A provider failure with what the caller needs to decide on a retry: the
 * HTTP status and provider code, whether another attempt may succeed, and
 * how long the provider asked to wait (Retry-After) when it said so.
 * `messageRefused`: the provider refused this message itself (a malformed or
 * suppressed recipient), so another provider would refuse it too and email
 * does not fail over; a provider that is down, throttled or misconfigured
 * leaves it false. `provider`: which provider failed, when not the one called
 * (a failover).
 */
export class MessagingProviderError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  readonly messageRefused: boolean;
  readonly provider: string | undefined;
  constructor(
    message: string,
    opts: { status?: number; code?: string; retryable: boolean; retryAfterMs?: number; messageRefused?: boolean; provider?: string },
  ) {
    super(message);
    this.name = "MessagingProviderError";
    this.status = opts.status;
    this.code = opts.code;
    this.retryable = opts.retryable;
    this.retryAfterMs = opts.retryAfterMs;
    this.messageRefused = opts.messageRefused ?? false;
    this.provider = opts.provider;
  }
}

export interface PushProvider {
  name: string;
  /**
   * Resolves with the provider's message id when accepted. Rejects with
   * PushTokenInvalidError for a dead token, any other error for a failure
   * worth retrying.
   */
  send(m: OutgoingPush): Promise<{ messageId: string }>;
}
