import { trustedProxyHops } from "../config";
import { AppError } from "../errors";
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
  /** performance.now() when the request arrived (the request log's duration). */
  startedAt?: number;
};

/**
 * Client IP from X-Forwarded-For read from the right: the server in front of
 * the app (scripts/serve.mjs) appended the TCP peer, and each of the
 * `TRUST_PROXY` trusted proxies appended the address it saw. Entries further
 * left came from the client and are ignored, so a client cannot pick its IP.
 */
export function clientIp(headers: Headers): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - 1 - trustedProxyHops())] ?? "unknown";
}

export function createContext(request: Request): RequestContext {
  return {
    requestId: newId(),
    locale: localeFromAcceptLanguage(request.headers.get("accept-language")),
    ip: clientIp(request.headers),
    url: new URL(request.url),
    method: request.method.toUpperCase(),
    userAgent: request.headers.get("user-agent") ?? undefined,
    startedAt: performance.now(),
  };
}

/**
 * A request with a signed-in caller: what the handler of an `auth: "user"`
 * endpoint receives (the route wrapper answered 401 otherwise), and what a
 * use case that acts for someone takes.
 */
export type SignedInContext = RequestContext & { userId: string };

/** Narrows `ctx` to a signed-in caller; 401 UNAUTHENTICATED for an anonymous request. */
export function assertSignedIn(ctx: RequestContext): asserts ctx is SignedInContext {
  if (!ctx.userId) throw new AppError("UNAUTHENTICATED");
}

/** The signed-in caller's id (the one way to get it); 401 UNAUTHENTICATED for an anonymous request. */
export function callerId(ctx: RequestContext): string {
  assertSignedIn(ctx);
  return ctx.userId;
}

/** Who a per-caller limit or idempotency key belongs to. */
export function callerKey(ctx: RequestContext): string {
  return ctx.userId ? `user:${ctx.userId}` : `ip:${ctx.ip}`;
}
