import { db } from "../../core/db/client";
import type { Locale } from "../../core/i18n";
import { createContext } from "../../core/http/request-context";
import { staffWithoutTwoFactor } from "../two-factor/admin-two-factor-gate";
import { authenticate, hasPermission, permissionsOf } from "./authenticate";
import { ADMIN_ROLE_CODES } from "../roles";
import { SIGNED_IN_COOKIE } from "./cookies";
import { avatarPath } from "../profile/avatar-url";

// Who is looking at a page, read on the server from the web session cookie
// (the same check as every API call), so the shell knows visitors without a
// failing API call from the browser. Only what the header needs; the API
// stays the real check for everything the areas do.

export type ViewerVendor = { id: string; name: string; role: string };

export type Viewer = {
  name: string;
  /** The avatar's path (server/identity/profile/avatar-url.ts), null when none: the header shows it instead of the initial. */
  avatarUrl: string | null;
  /** The areas the person can use: customer (account), vendor (a team membership), admin (`admin.access`). */
  customer: boolean;
  vendor: boolean;
  admin: boolean;
  vendors: ViewerVendor[];
  /** "customer" or "vendor:<vendorId>" (the session's active context). */
  activeContext: string;
  /** Which of NAV_PERMISSIONS an admin holds: the area navigation shows those sections only to them. */
  permissions?: string[];
  /** The admin roles held (codes), so a refusal can say which role the person has. */
  adminRoles?: string[];
  /** A staff account without two-factor sign-in: the portal shows it the enrollment and nothing else (admin-two-factor-gate.ts). */
  twoFactorRequired: boolean;
};

/**
 * Admin permissions that decide whether a section shows in the admin navigation and whether its
 * page opens (components/shell/area-nav.tsx): each is the permission the section's API requires.
 */
export const NAV_PERMISSIONS = [
  "vendor.read",
  "user.read",
  "rfq.oversee",
  "booking.oversee",
  "payment.oversee",
  "refund.approve",
  "review.moderate",
  "taxonomy.manage",
  "plan.manage",
  "cms.manage",
  "search.synonyms.manage",
  "search.report",
  "featured.manage",
  "search.ranking.manage",
  "audit.read",
  "report.finance",
  "settlement.manage",
  "webhooks.partners.manage",
] as const;

/** The viewer of a signed-in user (null when the user no longer exists or is not active). */
export async function loadViewer(userId: string, activeContext: string, locale: Locale): Promise<Viewer | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { firstName: true, lastName: true, email: true, status: true, avatarMediaId: true } });
  if (!user || user.status === "suspended" || user.status === "anonymized") return null;
  const memberships = await db.vendorMember.findMany({
    where: { userId },
    select: { role: true, vendor: { select: { id: true, nameAr: true, nameEn: true } } },
    orderBy: { createdAt: "asc" },
  });
  const [customer, admin, twoFactorRequired] = await Promise.all([
    hasPermission(userId, "favorite.manage"),
    hasPermission(userId, "admin.access"),
    staffWithoutTwoFactor(userId),
  ]);
  const grants = admin ? await permissionsOf(userId) : [];
  const staffGrants = grants.filter((g) => g.vendorId === null).map((g) => g.permission);
  // "*" is the Super Admin's: it covers every administrative permission (authenticate.ts).
  const held = (p: string) => staffGrants.includes(p) || staffGrants.includes("*");
  const adminRoles = admin
    ? await db.userRole.findMany({
        where: { userId, vendorId: null, role: { code: { in: [...ADMIN_ROLE_CODES] } } },
        select: { role: { select: { code: true } } },
      })
    : [];
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "";
  return {
    name,
    avatarUrl: avatarPath(user.avatarMediaId),
    customer,
    admin,
    vendor: memberships.length > 0,
    vendors: memberships.map((m) => ({ id: m.vendor.id, name: locale === "ar" ? m.vendor.nameAr : m.vendor.nameEn, role: m.role })),
    activeContext,
    permissions: NAV_PERMISSIONS.filter(held),
    adminRoles: ADMIN_ROLE_CODES.filter((code) => adminRoles.some((r) => r.role.code === code)),
    twoFactorRequired,
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
