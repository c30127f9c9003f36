import { corsOrigins } from "../config";

const ALLOWED_HEADERS = "Authorization, Content-Type, Accept-Language, Idempotency-Key, X-Request-Id";
const EXPOSED_HEADERS = "X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After, Idempotency-Replayed, Location, Deprecation, Sunset, Link";

/** CORS headers for first-party origins only; other origins get none. */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("origin");
  if (!origin || !corsOrigins().includes(origin)) return { Vary: "Origin" };
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Expose-Headers": EXPOSED_HEADERS,
    Vary: "Origin",
  };
}

export function preflightHeaders(request: Request, methods: string[]): Record<string, string> {
  const base = corsHeaders(request);
  if (!base["Access-Control-Allow-Origin"]) return base;
  return {
    ...base,
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
    "Access-Control-Allow-Headers": ALLOWED_HEADERS,
    "Access-Control-Max-Age": "600",
  };
}
