import { config } from "../config";
import { localeFromAcceptLanguage, type Locale } from "../i18n";
import { newId } from "../ids";

export type RequestContext = {
  requestId: string;
  locale: Locale;
  ip: string;
  url: URL;
  method: string;
  /** Set once identity resolves a caller; anonymous otherwise. */
  userId?: string;
  sessionId?: string;
  /** "customer" or "vendor:<vendorId>". */
  activeContext?: string;
  /** The User-Agent header (names web sign-in sessions). */
  userAgent?: string;
};

/** Client IP: the nearest X-Forwarded-For entry when behind a trusted proxy. */
export function clientIp(headers: Headers): string {
  if (config().TRUST_PROXY === "true") {
    const forwarded = headers.get("x-forwarded-for");
    if (forwarded) {
      const hops = forwarded.split(",").map((h) => h.trim()).filter(Boolean);
      if (hops.length) return hops[hops.length - 1];
    }
    const real = headers.get("x-real-ip");
    if (real) return real.trim();
  }
  return "unknown";
}

export function createContext(request: Request): RequestContext {
  return {
    requestId: newId(),
    locale: localeFromAcceptLanguage(request.headers.get("accept-language")),
    ip: clientIp(request.headers),
    url: new URL(request.url),
    method: request.method.toUpperCase(),
    userAgent: request.headers.get("user-agent") ?? undefined,
  };
}

/** Who a per-caller limit or idempotency key belongs to. */
export function callerKey(ctx: RequestContext): string {
  return ctx.userId ? `user:${ctx.userId}` : `ip:${ctx.ip}`;
}
