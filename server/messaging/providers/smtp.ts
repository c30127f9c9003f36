import type { SendMailOptions } from "nodemailer";
import { config } from "../../core/config";
import { MessagingProviderError, type EmailProvider } from "../types";

// Real email over SMTP with nodemailer. Configuration:
//   MAIL_PROVIDER=smtp
//   SMTP_URL=smtps://user:pass@smtp.example.com:465   (smtp:// for STARTTLS on 587;
//            nodemailer reads extra options from the query, e.g. ?pool=true)
//   MAIL_FROM="Events <no-reply@example.com>"
// `send` resolves with nodemailer's Message-ID. A message the server refuses, a refused connection or a timeout rejects
// `send`, which `send.ts` records as a failed row and answers with 502
// OTP_DELIVERY_FAILED.

/** What the provider needs of a nodemailer transporter (tests inject a JSON or stream transport). */
export type MailTransport = { sendMail(options: SendMailOptions): Promise<unknown> };

export type SmtpProviderOptions = {
  /** Default: `SMTP_URL`. */
  url?: string;
  /** Default: `MAIL_FROM`. */
  from?: string;
  /** A ready transport instead of one built from the URL. */
  transport?: MailTransport;
};

// Short timeouts: a person is waiting for their code, and nodemailer's
// defaults (2 min to connect, 10 min of socket inactivity) would hold the
// request far beyond any client timeout.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * A nodemailer SMTP transport from a connection URL (nothing is connected until the first send).
 * nodemailer is loaded here, on the first mail: the embedded default and the tests log mail instead.
 */
export async function smtpTransport(url: string) {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({ ...TIMEOUTS, url });
}

/**
 * nodemailer's error as a MessagingProviderError: an SMTP 4xx reply (greylisting, a full
 * mailbox, rate limits) or a connection failure may pass later; a 5xx reply will not. A 5xx
 * to RCPT TO or DATA refuses this message (its recipient or content), not the server's setup:
 * email does not fail over to the other provider for it (./failover-email.ts).
 */
export function smtpError(e: unknown): MessagingProviderError {
  const err = e as { message?: string; responseCode?: number; code?: string; command?: string };
  const reply = typeof err.responseCode === "number" ? err.responseCode : undefined;
  return new MessagingProviderError(err.message ?? String(e), {
    status: reply,
    code: err.code,
    retryable: reply === undefined || (reply >= 400 && reply < 500),
    messageRefused: reply !== undefined && reply >= 500 && (err.command === "RCPT TO" || err.command === "DATA"),
  });
}

export function createSmtpProvider(opts: SmtpProviderOptions = {}): EmailProvider {
  let transport = opts.transport;
  return {
    name: "smtp",
    async send(m) {
      if (!transport) {
        const url = opts.url ?? config().SMTP_URL;
        if (!url) throw new Error("SMTP_URL is not set (MAIL_PROVIDER=smtp)");
        transport = await smtpTransport(url);
      }
      let info: unknown;
      try {
        info = await transport.sendMail({
          from: opts.from ?? config().MAIL_FROM,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: { "Content-Language": m.locale },
        });
      } catch (e) {
        throw smtpError(e);
      }
      // nodemailer's info.messageId is the Message-ID header it generated, e.g. "<uuid@events.test>".
      const messageId = (info as { messageId?: unknown } | undefined)?.messageId;
      return typeof messageId === "string" && messageId ? { messageId } : {};
    },
  };
}
