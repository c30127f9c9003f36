import webpush from "web-push";
import { newId } from "../../core/ids";
import { checkTarget, OutboundError, pinnedRequest, PUBLIC_HTTPS, type OutboundPolicy } from "../../core/outbound-http";
import { MessagingProviderError, PushTokenInvalidError, type OutgoingPush, type PushProvider } from "../types";
import { vapidDetails, type VapidDetails } from "../vapid";
import { retryAfterMs } from "./retry-after";

// Web Push to a browser's subscription (RFC 8030), the payload encrypted for
// it (RFC 8291, aes128gcm) and the request signed with our VAPID key
// (RFC 8292), whatever PUSH_PROVIDER is: no account with any push service.
//
//   web-push builds the request (generateRequestDetails: the same signing and
//   encryption sendNotification does); it is sent here through
//   core/outbound-http.ts because the endpoint is a URL a user gave: https to
//   public addresses only, the socket pinned to the checked address.
//   201 (or any 2xx)          -> sent; the push service's Location is the message id
//   404, 410                  -> PushTokenInvalidError: the subscription is gone, the caller deletes it
//   endpoint refused (not https, private address, bad URL) -> PushTokenInvalidError too
//   429, 5xx, network, timeout -> MessagingProviderError retryable (Retry-After honoured)
//   other 4xx (400 bad request, 403 VAPID key mismatch, 413 too large) -> not retryable

export const WEB_PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps an undelivered message: a day (the inbox keeps it for good). */
export const WEB_PUSH_TTL_SECONDS = 24 * 60 * 60;

export type WebPushProviderOptions = {
  /** Default: the configured or stored pair (../vapid.ts). */
  vapid?: () => Promise<VapidDetails>;
  /** Default: https to public addresses; tests widen it for a local push service. */
  policy?: OutboundPolicy;
  timeoutMs?: number;
};

/** What the service worker (public/push-sw.js) reads: the text, its direction, the page to open. */
export function webPushPayload(m: OutgoingPush): string {
  return JSON.stringify({
    title: m.title,
    body: m.body,
    lang: m.locale,
    dir: m.locale === "ar" ? "rtl" : "ltr",
    url: m.url ?? "/",
    tag: m.data.notification_id,
    data: m.data,
  });
}

function failure(status: number, headers: Record<string, string | string[] | undefined>): Error {
  const detail = `the push service answered ${status}`;
  if (status === 404 || status === 410) return new PushTokenInvalidError(detail);
  const retryAfter = typeof headers["retry-after"] === "string" ? headers["retry-after"] : undefined;
  const retryable = status === 429 || status >= 500;
  const wait = retryAfter ? retryAfterMs(new Response(null, { headers: { "retry-after": retryAfter } })) : undefined;
  return new MessagingProviderError(detail, { status, retryable, retryAfterMs: wait });
}

export function createWebPushProvider(opts: WebPushProviderOptions = {}): PushProvider {
  const policy = opts.policy ?? PUBLIC_HTTPS;
  const timeoutMs = opts.timeoutMs ?? WEB_PUSH_TIMEOUT_MS;
  return {
    name: "web-push",
    async send(m) {
      if (!m.webPush) throw new PushTokenInvalidError("not a Web Push subscription");
      const vapid = await (opts.vapid ?? vapidDetails)();
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails({ endpoint: m.token, keys: m.webPush }, webPushPayload(m), {
          vapidDetails: vapid,
          TTL: WEB_PUSH_TTL_SECONDS,
          urgency: "high",
          contentEncoding: "aes128gcm",
        });
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        // Keys no browser could have made (registration checks their sizes) cannot be encrypted for: drop them.
        if (/subscription/i.test(message)) throw new PushTokenInvalidError(message);
        // A malformed VAPID key or subject: the operator's to fix, not worth a retry.
        throw new MessagingProviderError(`web push is misconfigured: ${message}`, { retryable: false });
      }
      const signal = AbortSignal.timeout(timeoutMs);
      let status: number;
      let headers: Record<string, string | string[] | undefined>;
      try {
        const target = await checkTarget(m.token, policy);
        const res = await pinnedRequest(target, { method: "POST", signal, headers: request.headers, body: request.body ?? undefined });
        res.resume();
        status = res.statusCode ?? 0;
        headers = res.headers;
      } catch (e) {
        if (e instanceof OutboundError && e.code !== "dns_failed") throw new PushTokenInvalidError(`the endpoint is refused: ${e.code}`);
        throw new MessagingProviderError(`the push service did not answer: ${signal.aborted ? "timeout" : e instanceof Error ? e.message : String(e)}`, {
          retryable: true,
        });
      }
      if (status < 200 || status >= 300) throw failure(status, headers);
      const location = typeof headers.location === "string" ? headers.location : undefined;
      return { messageId: location ?? `web-push-${newId()}` };
    },
  };
}
