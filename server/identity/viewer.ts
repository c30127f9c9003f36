import { db } from "../core/db/client";
import type { Locale } from "../core/i18n";
import { createContext } from "../core/http/request-context";
import { authenticate, hasPermission } from "./authenticate";
import { SIGNED_IN_COOKIE } from "./cookies";

// Who is looking at a page, read on the server from the web session cookie
// (the same check as every API call), so the shell knows visitors without a
// failing API call from the browser. Only what the header needs; the API
// stays the real check for everything the areas do.

export type ViewerVendor = { id: string; name: string; role: string };

export type Viewer = {
  name: string;
  /** The areas the person can use: customer (account), vendor (a team membership), admin (`admin.access`). */
  customer: boolean;
  vendor: boolean;
  admin: boolean;
  vendors: ViewerVendor[];
  /** "customer" or "vendor:<vendorId>" (the session's active context). */
  activeContext: string;
  /** Which of NAV_PERMISSIONS an admin holds: the area navigation shows those sections only to them. */
  permissions?: string[];
};

/** Admin permissions that decide whether a section shows in the admin navigation (components/shell/area-nav.tsx). */
export const NAV_PERMISSIONS = ["report.finance", "settlement.manage", "review.moderate"] as const;

/** The viewer of a signed-in user (null when the user no longer exists or is not active). */
export async function loadViewer(userId: string, activeContext: string, locale: Locale): Promise<Viewer | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { firstName: true, lastName: true, email: true, status: true } });
  if (!user || user.status === "suspended" || user.status === "anonymized") return null;
  const memberships = await db.vendorMember.findMany({
    where: { userId },
    select: { role: true, vendor: { select: { id: true, nameAr: true, nameEn: true } } },
    orderBy: { createdAt: "asc" },
  });
  const [customer, admin] = await Promise.all([hasPermission(userId, "favorite.manage"), hasPermission(userId, "admin.access")]);
  const held = admin ? await Promise.all(NAV_PERMISSIONS.map((p) => hasPermission(userId, p))) : [];
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "";
  return {
    name,
    customer,
    admin,
    vendor: memberships.length > 0,
    vendors: memberships.map((m) => ({ id: m.vendor.id, name: locale === "ar" ? m.vendor.nameAr : m.vendor.nameEn, role: m.role })),
    activeContext,
    permissions: NAV_PERMISSIONS.filter((_, i) => held[i]),
  };
}

/** The viewer of a page request (its cookies), or null for a visitor or an expired access token. */
export async function viewerOfRequest(headers: Headers, locale: Locale): Promise<Viewer | null> {
  const request = new Request("http://localhost/", { headers });
  const ctx = { ...createContext(request), locale };
  const signedIn = await authenticate(request, ctx).catch(() => false);
  if (!signedIn || !ctx.userId) return null;
  return loadViewer(ctx.userId, ctx.activeContext ?? "customer", locale);
}

/** Whether the request carries the signed-in marker: a session may be renewed with the refresh cookie. */
export function hasSessionMarker(headers: Headers): boolean {
  return (headers.get("cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/** Where a person lands after signing in: the admin area, the vendor dashboard, or the account. */
export function homeOf(viewer: Viewer | null): "/admin" | "/vendor" | "/account" {
  if (viewer?.admin) return "/admin";
  if (viewer?.vendor) return "/vendor";
  return "/account";
}
