import { now } from "../../core/clock";
import { config } from "../../core/config";
import { db } from "../../core/db/client";
import { AppError, errorText } from "../../core/errors";
import { assertSignedIn, type RequestContext } from "../../core/http/request-context";
import { isCustomerPermission, type Permission } from "../roles";
import { findLiveSession, touchSession } from "./session";
import { verifyAccessToken } from "./tokens";

export const ACCESS_COOKIE = "access_token";
export const REFRESH_COOKIE = "refresh_token";

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

export function refreshTokenFromCookie(request: Request): string | undefined {
  return cookie(request, REFRESH_COOKIE);
}

/**
 * Identifies the caller from `Authorization: Bearer` (mobile) or the
 * httpOnly cookie (web). Every request re-checks the session, so a revoked
 * session or a suspended user is refused at once. Returns false when no
 * valid credentials were presented; a cookie-authenticated write from
 * another site (or naming none) is a 403.
 */
export async function authenticate(request: Request, ctx: RequestContext): Promise<boolean> {
  const header = request.headers.get("authorization");
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const token = bearer ?? cookie(request, ACCESS_COOKIE);
  if (!token) return false;
  const claims = await verifyAccessToken(token);
  if (!claims) return false;
  const session = await findLiveSession(claims.sessionId);
  if (!session || session.userId !== claims.userId) return false;
  // Cookie-authenticated writes must come from our own pages (CSRF): browsers
  // send Origin (or at least Referer) on every same-origin write.
  if (!bearer && !["GET", "HEAD", "OPTIONS"].includes(ctx.method) && !sameOrigin(request)) {
    throw new AppError("FORBIDDEN", {
      message: {
        en: "A write authenticated by cookie needs an Origin or Referer of this site.",
        ar: "يحتاج طلب الكتابة الموثَّق بملف تعريف الارتباط إلى ترويسة Origin أو Referer من هذا الموقع.",
      },
    });
  }
  ctx.userId = session.userId;
  ctx.sessionId = session.id;
  ctx.activeContext = session.activeContext;
  const at = now().getTime();
  if (at - Math.max(session.lastActiveAt.getTime(), touchedAt.get(session.id) ?? 0) > 60_000) {
    await touchSession(session.id, ctx.ip);
    if (touchedAt.size >= 10_000) touchedAt.clear();
    touchedAt.set(session.id, at);
  }
  return true;
}

/**
 * When this process last recorded a session's activity: the session row
 * comes from the identity cache, whose copy of last_active_at stays as it
 * was read (activity does not move the cache version), so without this a
 * session would be touched on every request after its first minute.
 */
const touchedAt = new Map<string, number>();

/**
 * The Origin (or, without one, the Referer) is our own: the Host the request
 * was sent to, or APP_URL (behind a proxy that rewrites Host). Neither header:
 * not ours. X-Forwarded-Host is not consulted: a client can send any value in it.
 */
function sameOrigin(request: Request): boolean {
  const source = request.headers.get("origin") ?? request.headers.get("referer");
  if (!source) return false;
  try {
    const host = new URL(source).host;
    const appUrl = config().APP_URL;
    return host === request.headers.get("host") || (appUrl !== undefined && host === new URL(appUrl).host);
  } catch {
    return false;
  }
}

/** The user's effective permissions (vendor-scoped grants carry their vendor id). */
export async function permissionsOf(userId: string): Promise<{ permission: string; vendorId: string | null }[]> {
  const grants = await db.userRole.findMany({ where: { userId }, include: { role: true } });
  return grants.flatMap((g) => g.role.permissions.map((permission) => ({ permission, vendorId: g.vendorId })));
}

/**
 * Whether the user holds the permission (for `vendorId`: globally or for that
 * vendor). Admin accounts do not act as customers (docs/decisions.md): the
 * Super Admin's "*" covers every administrative permission but none of the
 * customer role's, which only a customer grant gives.
 */
export async function hasPermission(userId: string, permission: Permission, vendorId?: string): Promise<boolean> {
  const grants = await permissionsOf(userId);
  const coveredByStar = !isCustomerPermission(permission);
  return grants.some(
    (g) =>
      (g.permission === permission || (g.permission === "*" && coveredByStar)) && (vendorId === undefined || g.vendorId === null || g.vendorId === vendorId),
  );
}

/**
 * One guard for every handler: 401 without a caller, 403 without the
 * permission. A customer permission refused (a staff account) says so in the
 * caller's language (`api.errors.customer_only`).
 */
export async function requirePermission(ctx: RequestContext, permission: Permission, vendorId?: string): Promise<void> {
  assertSignedIn(ctx);
  if (await hasPermission(ctx.userId, permission, vendorId)) return;
  if (isCustomerPermission(permission)) throw new AppError("FORBIDDEN", { message: errorText("customer_only") });
  throw new AppError("FORBIDDEN");
}
