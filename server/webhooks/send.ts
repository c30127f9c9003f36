import { checkTarget, OutboundError, pinnedRequest, type OutboundPolicy } from "../core/outbound-http";

// One HTTP attempt of a delivery: POST of the stored body to the endpoint,
// its host checked again after DNS resolution and the socket pinned to the
// checked address (core/outbound-http.ts), 10 seconds for the answer, no
// redirect followed (a 3xx is a failure), the response body not read.

export const TIMEOUT_MS = 10_000;

export type SendResult = { ok: boolean; responseCode: number | null; error: string | null; durationMs: number };

export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: OutboundPolicy,
  timeoutMs = TIMEOUT_MS,
): Promise<SendResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const target = await checkTarget(url, policy);
    const res = await pinnedRequest(target, {
      method: "POST",
      signal,
      body,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), "user-agent": "Munasabat-Webhooks/1", ...headers },
    });
    res.destroy();
    const code = res.statusCode ?? 0;
    const ok = code >= 200 && code < 300;
    return { ok, responseCode: code, error: ok ? null : code >= 300 && code < 400 ? "redirect_not_followed" : `http_${code}`, durationMs: took() };
  } catch (e) {
    const error = e instanceof OutboundError ? e.code : signal.aborted ? "timeout" : "network";
    return { ok: false, responseCode: null, error, durationMs: took() };
  }
}
