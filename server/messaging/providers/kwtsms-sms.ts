import { config } from "../../core/config";
import { MessagingProviderError, type SmsProvider } from "../types";
import { SMS_GATEWAY_TIMEOUT_MS, type FetchLike } from "./http-sms";

// SMS through kwtSMS (kwtsms.com), a Kuwaiti gateway (SMS_PROVIDER=kwtsms), written against its
// public API documentation: https://www.kwtsms.com/api-documentation.html (REST/JSON, v4.1) and
// https://www.kwtsms.com/doc/KwtSMS.com_API_Documentation_v37.pdf (v3.7: the `lang` codes).
//
//   POST ${KWTSMS_API_URL}  (default https://www.kwtsms.com/API/send/)
//   Content-Type: application/json, Accept: application/json (without them the legacy text API answers)
//   {
//     "username": KWTSMS_USERNAME, "password": KWTSMS_PASSWORD,   // the API credentials, not the account login
//     "sender": SMS_SENDER_ID,        // a sender id registered on the account (case-sensitive)
//     "mobile": "96550000000",        // international format, digits only: no "+", no "00"
//     "message": "…",                 // UTF-8 text
//     "lang": "1" | "3",              // 1 = English (GSM 7-bit), 3 = Arabic in UTF-8 (sent as UCS-2, 70 chars a part)
//     "test": "0" | "1"               // KWTSMS_TEST_MODE: 1 = queued, never delivered
//   }
//   OK:    {"result":"OK","msg-id":"f4c8…","numbers":1,"points-charged":1,"balance-after":149,"unix-timestamp":…}
//          -> { messageId: msg-id }
//   Error: {"result":"ERROR","code":"ERR003","description":"…"} (HTTP 200 too): a failure whose code says
//          whether a retry can help: ERR013 (queue full) and ERR028 (the same number within 15 s) can;
//          credentials (ERR003), numbers (ERR006), sender (ERR008), balance (ERR010/ERR011), IP lock
//          (ERR024), country (ERR026), HTML (ERR027) and the rest need an operator, not a retry.
//   Non-2xx, no answer within 10 s, or an answer that is not JSON: a retryable failure.
// The password never appears in an error message (errors are stored on outbound_messages rows).

const RETRYABLE_CODES = new Set(["ERR013", "ERR028"]);

/** Digits only, international format: "+965 5000-0000" and "0096550000000" become "96550000000". */
export function kwtsmsMobile(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  return digits.startsWith("00") ? digits.slice(2) : digits;
}

/** Characters outside the GSM 7-bit alphabet's common range need the Unicode (UCS-2) encoding. */
export function needsUnicode(text: string): boolean {
  // Printable ASCII plus newlines covers what our English templates use; anything else
  // (Arabic letters and digits, ellipses, emoji) goes as Unicode.
  return /[^\n\r\x20-\x7E]/.test(text);
}

export type KwtsmsOptions = {
  username?: string;
  password?: string;
  senderId?: string;
  testMode?: boolean;
  url?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
};

export function createKwtsmsProvider(opts: KwtsmsOptions = {}): SmsProvider {
  return {
    name: "kwtsms",
    async send(m) {
      const c = config();
      const username = opts.username ?? c.KWTSMS_USERNAME;
      const password = opts.password ?? c.KWTSMS_PASSWORD;
      if (!username || !password) throw new Error("KWTSMS_USERNAME and KWTSMS_PASSWORD must be set (SMS_PROVIDER=kwtsms)");
      const doFetch: FetchLike = opts.fetch ?? ((u, init) => fetch(u, init));
      const response = await doFetch(opts.url ?? c.KWTSMS_API_URL, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          username,
          password,
          sender: opts.senderId ?? c.SMS_SENDER_ID,
          mobile: kwtsmsMobile(m.to),
          message: m.text,
          lang: needsUnicode(m.text) ? "3" : "1",
          test: (opts.testMode ?? c.KWTSMS_TEST_MODE === "1") ? "1" : "0",
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? SMS_GATEWAY_TIMEOUT_MS),
      });
      const text = await response.text().catch(() => "");
      if (!response.ok) {
        throw new MessagingProviderError(`kwtSMS answered ${response.status}${text ? `: ${text.trim().slice(0, 200)}` : ""}`, {
          status: response.status,
          retryable: response.status === 429 || response.status >= 500,
        });
      }
      let body: { result?: string; code?: string; description?: string; "msg-id"?: unknown };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        throw new MessagingProviderError(`kwtSMS answered without JSON: ${text.trim().slice(0, 200)}`, { status: response.status, retryable: true });
      }
      if (body.result === "OK" && typeof body["msg-id"] === "string" && body["msg-id"]) return { messageId: body["msg-id"] };
      const code = body.code ?? "UNKNOWN";
      throw new MessagingProviderError(`kwtSMS refused the message: ${code}${body.description ? ` ${body.description}` : ""}`, {
        status: response.status,
        code,
        retryable: RETRYABLE_CODES.has(code),
      });
    },
  };
}
