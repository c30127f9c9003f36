// Load shedding for the production server (scripts/serve.mjs): each process
// admits at most MAX_IN_FLIGHT requests at a time and answers the rest at
// once with 503 SERVICE_UNAVAILABLE and Retry-After (the API's envelope, or a
// small page that tries again by itself), instead of queueing them without
// bound until every client times out. A person on a quiet day never meets the
// bound; a spike gets fast refusals. What must never be refused is admitted
// whatever the count, and not counted: health checks (a load balancer must
// not think a busy process dead), the payment gateways' webhooks (the
// payment's truth), the customer's return from the hosted payment page, the
// sandbox's hosted page itself, and static files. docs/operations.md
// "Load shedding" has the figures.
import { Buffer } from "node:buffer";
import { ulid } from "ulid";

/** Requests in flight per process before the rest are refused; WEB_CONCURRENCY processes each have their own. */
export const DEFAULT_MAX_IN_FLIGHT = 24;
/** What a refused client is asked to wait (the same as server/core/db/overload.ts RETRY_AFTER_SECONDS). */
export const RETRY_AFTER_SECONDS = 2;

/** The 503's words: server/core/db/overload.ts says the same (scripts/admission.test.ts checks). */
export const BUSY_MESSAGE = { en: "The server is busy; try again in a moment.", ar: "الخادم مشغول؛ حاول مجددًا بعد لحظة." };
/** What the refusal page adds for a person: it reloads by itself, or now with the link. */
const PAGE_RETRY = {
  en: ["This page tries again by itself in a few seconds.", "Try again now"],
  ar: ["ستحاول هذه الصفحة مجددًا من تلقاء نفسها بعد ثوانٍ.", "حاول الآن"],
};

const ALWAYS_ADMITTED = [
  /^\/api\/v1\/health(\/|$)/,
  /^\/api\/v1\/webhooks\//, // payment gateways (server/payments/receive-webhook.ts)
  /^\/api\/v1\/sandbox\//, // the sandbox gateway's hosted page and its posts
  /^\/(en\/|ar\/)?sandbox-pay\//,
  /^\/(en\/|ar\/)?payments\/return(\/|$)/,
  /^\/_next\/static\//,
  /^\/fonts\//,
  /^\/(favicon\.ico|icon\.svg|robots\.txt)$/,
];

/**
 * Whether a request is on the payment's way back: the gateway returns the
 * customer to the page given as return_url with `?payment=<id>`
 * (server/payments/return-url.ts), and that page reads the payment.
 */
function paymentReturn(method, pathname, search) {
  if (method !== "GET") return false;
  if (/^\/api\/v1\/payments\/[0-9A-Z]{26}$/.test(pathname)) return true;
  return !pathname.startsWith("/api/") && /(^|[?&])payment=/.test(search);
}

export function alwaysAdmitted(method, url) {
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  return ALWAYS_ADMITTED.some((pattern) => pattern.test(pathname)) || paymentReturn(method, pathname, query === -1 ? "" : url.slice(query));
}

const arabicFirst = (acceptLanguage) => !/^\s*en\b/i.test(acceptLanguage ?? "");

/** The refusal: the API's error envelope for /api, a page that reloads itself for a person. */
function refuse(req, res) {
  const requestId = ulid();
  const api = req.url.startsWith("/api/");
  const ar = api ? arabicFirst(req.headers["accept-language"]) : !/^\/en(\/|$|\?)/.test(req.url);
  const message = ar ? BUSY_MESSAGE.ar : BUSY_MESSAGE.en;
  const retry = ar ? PAGE_RETRY.ar : PAGE_RETRY.en;
  const body = api
    ? JSON.stringify({ error: { code: "SERVICE_UNAVAILABLE", message, details: null, request_id: requestId } })
    : `<!doctype html><html lang="${ar ? "ar" : "en"}" dir="${ar ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS + 1}"><title>${message}</title></head><body style="font-family:sans-serif;padding:2rem"><p>${message}</p><p>${retry[0]} <a href="">${retry[1]}</a></p></body></html>`;
  res.writeHead(503, {
    "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "X-Request-Id": requestId,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The gate of one process. `admit(req, res)` is true when the request may be
 * served (it then counts until its response closes), false when it was
 * refused and already answered.
 */
export function admissionGate(maxInFlight = DEFAULT_MAX_IN_FLIGHT) {
  let inFlight = 0;
  let refused = 0;
  return {
    admit(req, res) {
      if (alwaysAdmitted(req.method, req.url ?? "/")) return true;
      if (inFlight >= maxInFlight) {
        refused++;
        refuse(req, res);
        return false;
      }
      inFlight++;
      res.once("close", () => inFlight--);
      return true;
    },
    stats: () => ({ inFlight, refused, maxInFlight }),
  };
}

/** MAX_IN_FLIGHT from the environment: a positive integer, or the default. */
export function maxInFlightFrom(env) {
  const value = Number(env.MAX_IN_FLIGHT);
  if (env.MAX_IN_FLIGHT === undefined || env.MAX_IN_FLIGHT === "") return DEFAULT_MAX_IN_FLIGHT;
  if (!Number.isInteger(value) || value < 1) throw new Error(`MAX_IN_FLIGHT must be a positive integer, not "${env.MAX_IN_FLIGHT}"`);
  return value;
}
