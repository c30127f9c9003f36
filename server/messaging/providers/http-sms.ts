import { config } from "../../core/config";
import { MessagingProviderError, type SmsProvider } from "../types";

// Real SMS over one HTTP gateway (SMS_PROVIDER=http).
//
// Gateway contract (a generic JSON-over-HTTPS shape, as offered by the SMS
// gateways common in Kuwait and the Gulf; put an adapter or a small proxy in
// front of a gateway that speaks another dialect):
//
//   POST ${SMS_GATEWAY_URL}
//   Authorization: Bearer ${SMS_GATEWAY_TOKEN}
//   Content-Type: application/json
//   Accept: application/json
//   {
//     "to": "+96550000000",          // E.164
//     "message": "رمز التحقق: 123456", // UTF-8; the gateway picks GSM-7 or UCS-2 (Arabic) itself
//     "sender": "${SMS_SENDER_ID}"     // registered sender id, default "EVENTS"
//   }
//
//   Any 2xx status = accepted for delivery; a JSON body's string `id` or
//   `message_id` is recorded as the provider message id (the rest is ignored).
//   Any other status = failure; the status and the start of the body are
//   recorded on the outbound message row (never shown to the client).
//   No answer within 10 seconds = failure (the request is aborted).

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type HttpSmsOptions = {
  /** Default: `SMS_GATEWAY_URL`. */
  url?: string;
  /** Default: `SMS_GATEWAY_TOKEN`. */
  token?: string;
  /** Default: `SMS_SENDER_ID`. */
  senderId?: string;
  /** Default: the global `fetch` (tests inject a fake). */
  fetch?: FetchLike;
  /** Default: 10 000 ms. */
  timeoutMs?: number;
};

export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

async function acceptedId(response: Response): Promise<string | undefined> {
  if (!/json/i.test(response.headers.get("content-type") ?? "")) {
    // Release the connection; the body is not needed.
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const body = (await response.json().catch(() => undefined)) as { id?: unknown; message_id?: unknown } | undefined;
  const id = body?.id ?? body?.message_id;
  return typeof id === "string" && id ? id : typeof id === "number" ? String(id) : undefined;
}

export function createHttpSmsProvider(opts: HttpSmsOptions = {}): SmsProvider {
  return {
    name: "http",
    async send(m) {
      const c = config();
      const url = opts.url ?? c.SMS_GATEWAY_URL;
      const token = opts.token ?? c.SMS_GATEWAY_TOKEN;
      if (!url) throw new Error("SMS_GATEWAY_URL is not set (SMS_PROVIDER=http)");
      if (!token) throw new Error("SMS_GATEWAY_TOKEN is not set (SMS_PROVIDER=http)");
      const doFetch: FetchLike = opts.fetch ?? ((u, init) => fetch(u, init));
      const response = await doFetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ to: m.to, message: m.text, sender: opts.senderId ?? c.SMS_SENDER_ID }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? SMS_GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).trim().slice(0, 300);
        throw new MessagingProviderError(`SMS gateway answered ${response.status}${detail ? `: ${detail}` : ""}`, {
          status: response.status,
          retryable: response.status === 408 || response.status === 429 || response.status >= 500,
        });
      }
      return { messageId: await acceptedId(response) };
    },
  };
}
