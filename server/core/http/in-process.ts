import { trustedProxyHops } from "../config";
import type { Locale } from "../i18n";
import { clientIp } from "./request-context";

// A GET of our own API sent in process while a page renders
// (components/ui/server-prefetch.tsx), built the way the browser's call of
// the same page would reach the API: the page request's cookies (the httpOnly
// session, read by server/identity/sessions/authenticate.ts), the page's language, the
// origin the browser reached and the client address, each as the API itself
// reads them. Nothing else of the page request is carried: no Authorization,
// and of X-Forwarded-* only the entry the API would trust.

function lastEntry(value: string | null): string | undefined {
  return value
    ?.split(",")
    .map((v) => v.trim())
    .filter(Boolean)
    .pop();
}

/** The Host of the page request, or localhost when it is missing or not a host (the API then makes links on its default origin). */
function hostOf(page: Headers): string {
  const host = page.get("host");
  if (!host) return "localhost";
  try {
    return new URL(`http://${host}`).host === host.toLowerCase() ? host : "localhost";
  } catch {
    return "localhost";
  }
}

/**
 * `GET /api/v1<path>` for the caller of the page request `page` (its headers, next/headers `headers()`).
 * The client address is the one request-context.ts `clientIp` reads from the page request, sent
 * alone, so the API reads the same address whatever TRUST_PROXY is and no entry a client wrote
 * reaches it; behind TRUST_PROXY proxies the origin is the last X-Forwarded-Host/-Proto entry, the
 * one server/core/app-url.ts `requestOrigin` reads.
 */
export function inProcessGet(path: string, page: Headers, locale: Locale): Request {
  const host = hostOf(page);
  const headers = new Headers({ host, "accept-language": locale, "x-forwarded-for": clientIp(page) });
  const cookie = page.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  if (trustedProxyHops() > 0) {
    for (const name of ["x-forwarded-host", "x-forwarded-proto"]) {
      const value = lastEntry(page.get(name));
      if (value) headers.set(name, value);
    }
  }
  return new Request(`http://${host}/api/v1${path}`, { method: "GET", headers });
}
