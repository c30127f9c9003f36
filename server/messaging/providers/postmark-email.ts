import { config } from "../../core/config";
import { MessagingProviderError, type EmailProvider, type OutgoingEmail } from "../types";
import type { FetchLike } from "./http-sms";
import { retryAfterMs } from "./retry-after";

// Email through Postmark's transactional API (MAIL_PROVIDER=postmark, or the fallback of SMTP when
// POSTMARK_SERVER_TOKEN is set), written against https://postmarkapp.com/developer/api/email-api and
// https://postmarkapp.com/developer/api/overview (HTTP response and API error codes).
//
//   POST ${POSTMARK_API_URL}  (default https://api.postmarkapp.com/email)
//   X-Postmark-Server-Token: POSTMARK_SERVER_TOKEN, Accept/Content-Type: application/json
//   {"From": MAIL_FROM, "To", "Subject", "TextBody", "HtmlBody"?, "MessageStream": POSTMARK_MESSAGE_STREAM,
//    "Tag": the template, "Headers": [{"Name": "Content-Language", "Value": locale}],
//    "TrackOpens": false, "TrackLinks": "None"}   // sign-in and reset links stay as written
//   200 {"To", "SubmittedAt", "MessageID", "ErrorCode": 0, "Message": "OK"} -> { messageId: MessageID }
//   422 {"ErrorCode", "Message"}:
//     406 (inactive recipient: a hard bounce, a spam complaint, a suppression) and 300 about the
//       'To' address -> refused for this message: not retryable, no failover;
//     the other codes (300 about anything else, 400/401 sender signature, 405 no credits, 412/413
//       account may not send, …) are this account's setup -> not retryable, the fallback may send;
//     100 (maintenance), 429 (rate limit) -> retryable.
//   401 (ErrorCode 10, a wrong token) -> not retryable; 429 and 5xx -> retryable, Retry-After honoured;
//   no answer within 10 s (network, TLS, timeout) -> retryable.
// The token travels in its header only, never in an error text (errors are stored on outbound_messages rows).

export const POSTMARK_TIMEOUT_MS = 10_000;

const RETRYABLE_CODES = new Set([100, 429]);
// Postmark reports a bad address as ErrorCode 300 with a message naming the field.
const RECIPIENT_FIELD = /\b(?:Invalid|Error parsing) '(?:To|Cc|Bcc)'/i;

export type PostmarkOptions = {
  /** Default: POSTMARK_SERVER_TOKEN. */
  token?: string;
  /** Default: MAIL_FROM. */
  from?: string;
  /** Default: POSTMARK_MESSAGE_STREAM. */
  messageStream?: string;
  /** Default: POSTMARK_API_URL. */
  url?: string;
  /** Default: the global `fetch` (tests replay recorded answers). */
  fetch?: FetchLike;
  timeoutMs?: number;
};

/** The JSON body of a send. */
export function postmarkBody(m: OutgoingEmail, from: string, messageStream: string): Record<string, unknown> {
  return {
    From: from,
    To: m.to,
    Subject: m.subject,
    TextBody: m.text,
    ...(m.html ? { HtmlBody: m.html } : {}),
    MessageStream: messageStream,
    Tag: m.template,
    Headers: [{ Name: "Content-Language", Value: m.locale }],
    TrackOpens: false,
    TrackLinks: "None",
  };
}

/** A refused send as the error the caller acts on (see the table at the top). */
export function postmarkError(response: Response, text: string): MessagingProviderError {
  let body: { ErrorCode?: unknown; Message?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status decides.
  }
  const errorCode = typeof body.ErrorCode === "number" ? body.ErrorCode : undefined;
  const message = typeof body.Message === "string" ? body.Message : text.trim().slice(0, 200);
  const { status } = response;
  const retryable = status === 408 || status === 429 || status >= 500 || (errorCode !== undefined && RETRYABLE_CODES.has(errorCode));
  const messageRefused = !retryable && (errorCode === 406 || (errorCode === 300 && RECIPIENT_FIELD.test(message)));
  return new MessagingProviderError(`Postmark answered ${status}${errorCode === undefined ? "" : ` ErrorCode ${errorCode}`}${message ? `: ${message}` : ""}`, {
    status,
    code: errorCode === undefined ? undefined : String(errorCode),
    retryable,
    messageRefused,
    retryAfterMs: retryAfterMs(response),
  });
}

export function createPostmarkProvider(opts: PostmarkOptions = {}): EmailProvider {
  const doFetch: FetchLike = opts.fetch ?? ((u, init) => fetch(u, init));
  return {
    name: "postmark",
    async send(m) {
      const c = config();
      const token = opts.token ?? c.POSTMARK_SERVER_TOKEN;
      if (!token) throw new MessagingProviderError("POSTMARK_SERVER_TOKEN is not set", { code: "not_configured", retryable: false });
      let response: Response;
      try {
        response = await doFetch(opts.url ?? c.POSTMARK_API_URL, {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json", "X-Postmark-Server-Token": token },
          body: JSON.stringify(postmarkBody(m, opts.from ?? c.MAIL_FROM, opts.messageStream ?? c.POSTMARK_MESSAGE_STREAM)),
          signal: AbortSignal.timeout(opts.timeoutMs ?? POSTMARK_TIMEOUT_MS),
        });
      } catch (e) {
        const err = e as { name?: string; message?: string };
        throw new MessagingProviderError(`Postmark did not answer: ${err.name ?? "Error"}: ${err.message ?? String(e)}`, {
          code: err.name === "TimeoutError" || err.name === "AbortError" ? "timeout" : "network",
          retryable: true,
        });
      }
      const text = await response.text().catch(() => "");
      if (!response.ok) throw postmarkError(response, text);
      let body: { ErrorCode?: unknown; MessageID?: unknown } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        // A 2xx without JSON: accepted, without an id to record.
      }
      if (typeof body.ErrorCode === "number" && body.ErrorCode !== 0) throw postmarkError(response, text);
      return typeof body.MessageID === "string" && body.MessageID ? { messageId: body.MessageID } : {};
    },
  };
}
