import { config } from "../config";

// Security headers of every response. API answers are JSON and never render,
// so their policy allows nothing; pages get a nonce-based policy (proxy.ts).

const COMMON: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

const HSTS = "max-age=31536000; includeSubDomains";

function production(): boolean {
  return config().NODE_ENV === "production";
}

/** The app's public origin (APP_URL, else this port on localhost): the API gives public media URLs on it. */
function appOrigin(): string {
  const c = config();
  return new URL(c.APP_URL ?? `http://localhost:${c.PORT}`).origin;
}

/** Headers of an API response; an authenticated one is never stored by a cache unless the endpoint says otherwise. */
export function apiSecurityHeaders(authenticated: boolean): Record<string, string> {
  return {
    ...COMMON,
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    ...(production() ? { "Strict-Transport-Security": HSTS } : {}),
    ...(authenticated ? { "Cache-Control": "no-store" } : {}),
  };
}

/**
 * Headers of a page: scripts only from our origin with this request's nonce
 * (Next adds it to its own scripts; 'strict-dynamic' lets them load the rest,
 * e.g. the Turnstile widget), no framing, no plugins.
 */
export function pageSecurityHeaders(nonce: string): Record<string, string> {
  const dev = config().NODE_ENV === "development";
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // React renders style attributes; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Public images are relative without APP_URL, absolute on its origin with it; signed private
    // files are absolute on the app's origin: a page opened under another host name still loads them.
    `img-src 'self' data: blob: https: ${appOrigin()}`,
    "font-src 'self' data:",
    // pre-signed uploads go straight to the bucket
    "connect-src 'self' https:",
    "frame-src https://challenges.cloudflare.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return { ...COMMON, "Content-Security-Policy": policy, ...(production() ? { "Strict-Transport-Security": HSTS } : {}) };
}
