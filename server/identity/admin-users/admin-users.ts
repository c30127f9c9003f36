import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { Prisma, Role, User, UserRole, UserStatus } from "../../core/db/generated/client";
import { diffOf, writeAudit } from "../../core/audit";
import { AppError, notFound, validationFailed } from "../../core/errors";
import { pageWindow, pagination, type PageInput } from "../../core/http/query";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { translate, type Locale } from "../../core/i18n";
import { newId } from "../../core/ids";
import { sendEmail } from "../../messaging/send";
import { accountMachine } from "../state-machine";
import { hasPermission, permissionsOf } from "../sessions/authenticate";
import { grantOrRequest, type RoleChangeOutcome } from "./role-grants";
import { isAdminRole, type AdminRoleCode, type Permission } from "../roles";
import { revokeUserSessions } from "../sessions/session";
import { portalUrl } from "../../core/app-url";
import { createLinkToken } from "../registration/verification-tokens";
import { userView } from "../views";

// User administration: list and read any user, edit a profile, suspend and
// reinstate, and create admin accounts (never self-registered).

const withRoles = { roles: { include: { role: true } } } as const;
const SUPER_ROLE: AdminRoleCode = "admin_super";
type UserWithRoles = User & { roles: (UserRole & { role: Role })[] };

/** The user as admins see it: the public view plus roles and suspension. */
export function adminUserView(u: UserWithRoles) {
  return {
    ...userView(u),
    roles: [...new Set(u.roles.map((g) => g.role.code))].sort(),
    role_grants: u.roles.map((g) => ({ role: g.role.code, vendor_id: g.vendorId })),
    suspended_at: u.suspendedAt?.toISOString() ?? null,
    suspension_reason: u.suspensionReason,
  };
}

export async function getUserForAdmin(userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, include: withRoles });
  if (!user) throw notFound();
  return adminUserView(user);
}

/** One user for the admin details page: the admin view plus live sessions (those a suspension revokes). */
export async function getUserDetailForAdmin(userId: string) {
  const user = await getUserForAdmin(userId);
  const activeSessions = await db.session.count({ where: { userId, revokedAt: null, expiresAt: { gt: now() } } });
  return { ...user, active_sessions: activeSessions };
}

export type AdminActions = { update: boolean; change_status: boolean; assign_roles: boolean; create_admin: boolean };

/**
 * What the caller may do, so admin pages offer only what the server would
 * accept (the endpoints still check). With a target, `change_status` follows
 * changeUserStatus: never one's own account, an admin's only for a Super
 * Admin; `update` follows updateUserByAdmin: a Super Admin's profile only for a Super Admin.
 */
export async function adminActionsFor(viewerId: string, target?: { id: string; roles: string[] }): Promise<AdminActions> {
  const held = new Set((await permissionsOf(viewerId)).filter((g) => g.vendorId === null).map((g) => g.permission));
  const can = (permission: Permission) => held.has("*") || held.has(permission);
  const targetIsAdmin = target?.roles.some(isAdminRole) ?? false;
  const targetIsSuper = target?.roles.includes(SUPER_ROLE) ?? false;
  return {
    update: can("user.update") && (!targetIsSuper || can("role.assign")),
    change_status: can("user.suspend") && target?.id !== viewerId && (!targetIsAdmin || can("role.assign")),
    assign_roles: can("role.assign"),
    create_admin: can("admin.create"),
  };
}

export const USER_SORTS = ["created_at", "-created_at", "email"] as const;
export type UserListFilter = { q?: string; status?: UserStatus; role?: string; sort: (typeof USER_SORTS)[number] } & PageInput;

const ORDER: Record<UserListFilter["sort"], Prisma.UserOrderByWithRelationInput[]> = {
  created_at: [{ createdAt: "asc" }, { id: "asc" }],
  "-created_at": [{ createdAt: "desc" }, { id: "desc" }],
  email: [{ email: { sort: "asc", nulls: "last" } }, { id: "asc" }],
};

/** Every word of `q` must appear in the email, phone, first or last name. */
function searchWhere(q: string | undefined): Prisma.UserWhereInput[] {
  const words = q?.trim().split(/\s+/).filter(Boolean) ?? [];
  return words.map((word) => ({
    OR: [
      { email: { contains: word, mode: "insensitive" } },
      { phone: { contains: word } },
      { firstName: { contains: word, mode: "insensitive" } },
      { lastName: { contains: word, mode: "insensitive" } },
    ],
  }));
}

export async function listUsers(filter: UserListFilter) {
  const where: Prisma.UserWhereInput = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.role ? { roles: { some: { role: { code: filter.role } } } } : {}),
    AND: searchWhere(filter.q),
  };
  const [rows, total] = await Promise.all([
    db.user.findMany({ where, include: withRoles, orderBy: ORDER[filter.sort], ...pageWindow(filter) }),
    db.user.count({ where }),
  ]);
  return { items: rows.map(adminUserView), pagination: pagination(filter, total) };
}

export type AdminProfileChanges = { first_name?: string; last_name?: string; preferred_locale?: Locale; reason?: string };

/** Edits a profile. A Super Admin's profile only a Super Admin may change (only they hold `role.assign`). */
export async function updateUserByAdmin(userId: string, changes: AdminProfileChanges, ctx: RequestContext) {
  const callerIsSuper = await hasPermission(callerId(ctx), "role.assign");
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, include: withRoles });
    if (!user) throw notFound();
    if (!callerIsSuper && user.roles.some((g) => g.role.code === SUPER_ROLE)) throw new AppError("FORBIDDEN");
    if (user.status === "anonymized")
      throw new AppError("CONFLICT", { message: { en: "An anonymized account cannot be edited.", ar: "لا يمكن تعديل حساب مجهّل الهوية." } });
    const before = { first_name: user.firstName, last_name: user.lastName, preferred_locale: user.preferredLocale };
    const after = {
      first_name: changes.first_name ?? user.firstName,
      last_name: changes.last_name ?? user.lastName,
      preferred_locale: changes.preferred_locale ?? user.preferredLocale,
    };
    const diff = diffOf(before, after);
    if (Object.keys(diff).length === 0) return;
    await tx.user.update({ where: { id: userId }, data: { firstName: after.first_name, lastName: after.last_name, preferredLocale: after.preferred_locale } });
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "user.updated",
      entityType: "user",
      entityId: userId,
      diff,
      reason: changes.reason,
      request: ctx,
    });
  });
  return getUserForAdmin(userId);
}

/**
 * Suspends (reason mandatory) or reinstates a user. Suspension revokes every
 * session and push token at once; the guard also refuses a suspended user's
 * tokens on the next request. Only a Super Admin may change an admin's status.
 */
export async function changeUserStatus(userId: string, input: { status: "suspended" | "active"; reason: string }, ctx: RequestContext) {
  if (userId === ctx.userId) throw validationFailed({ status: ["validation.cannot_change_own_status"] });
  const suspend = input.status === "suspended";
  const user = await db.user.findUnique({ where: { id: userId }, include: withRoles });
  if (!user) throw notFound();
  // Support must not be able to lock the Super Admins out.
  if (user.roles.some((g) => isAdminRole(g.role.code)) && !(await hasPermission(callerId(ctx), "role.assign"))) throw new AppError("FORBIDDEN");
  const move = suspend ? "suspend" : "reinstate";
  const data = suspend ? { suspendedAt: now(), suspensionReason: input.reason } : { suspendedAt: null, suspensionReason: null };
  await db.$transaction((tx) =>
    // Conditional on the status read above: of two concurrent changes only one applies.
    accountMachine.move(tx, user, move, {
      data,
      audit: {
        actor: { type: "admin", id: ctx.userId },
        action: suspend ? "account.suspended" : "account.reinstated",
        diff: { suspension_reason: [user.suspensionReason, data.suspensionReason] },
        reason: input.reason,
        request: ctx,
      },
    }),
  );
  if (suspend) {
    await revokeUserSessions(userId, "suspended");
    await db.pushToken.deleteMany({ where: { userId } }); // also tokens of sessions that expired unrevoked
  }
  return getUserForAdmin(userId);
}

export type NewAdminInput = { email: string; firstName: string; lastName: string; role: AdminRoleCode; reason: string; locale: Locale };

/**
 * A Super Admin creates a staff account: no password, pending verification,
 * and an emailed link to set the password (a password-reset token). The role
 * grant follows the usual rule (the Super Admin role waits for a second one).
 */
export async function createAdminAccount(input: NewAdminInput, ctx: RequestContext) {
  const { user, outcome, linkToken } = await db.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw validationFailed({ email: ["validation.email_taken"] });
    const user = await tx.user.create({
      data: {
        id: newId(),
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        preferredLocale: input.locale,
        userType: "admin",
        status: "pending_verification",
        createdAt: now(),
      },
    });
    await writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "admin.created",
      entityType: "user",
      entityId: user.id,
      diff: { email: [null, user.email], user_type: [null, "admin"], role: input.role },
      reason: input.reason,
      request: ctx,
    });
    const outcome: RoleChangeOutcome = await grantOrRequest(tx, user, { role: input.role, reason: input.reason }, ctx);
    const linkToken = await createLinkToken(tx, user.id, "password_reset");
    return { user, outcome, linkToken };
  });

  const t = (key: string, values?: Record<string, string>) => translate(input.locale, `api.emails.admin_invite.${key}`, values) ?? key;
  const inviteSent = await sendEmail({
    to: user.email!,
    subject: t("subject"),
    text: t("body", {
      name: user.firstName,
      url: portalUrl(input.locale, `/reset-password?token=${linkToken}`),
      forgot_url: portalUrl(input.locale, "/forgot-password"),
    }),
    template: "admin_invite",
    locale: input.locale,
  }).then(
    () => true,
    () => false,
  );
  return { userId: user.id, outcome, inviteSent };
}

export const ROLE_REQUEST_STATUSES = ["pending", "confirmed", "rejected"] as const;
export type RoleRequestFilter = { status: (typeof ROLE_REQUEST_STATUSES)[number]; userId?: string } & PageInput;

/**
 * Super Admin role changes for the confirming Super Admin: who asked, for
 * whom, why. `can_confirm` is false on the caller's own requests (a second
 * Super Admin must confirm them).
 */
export async function listRoleRequests(filter: RoleRequestFilter, viewerId: string) {
  const where: Prisma.RoleChangeRequestWhereInput = { status: filter.status, ...(filter.userId ? { userId: filter.userId } : {}) };
  const [rows, total] = await Promise.all([
    db.roleChangeRequest.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(filter) }),
    db.roleChangeRequest.count({ where }),
  ]);
  // The requests table has no relations: resolve the people in one query.
  const ids = [...new Set(rows.flatMap((r) => [r.userId, r.requestedBy, ...(r.confirmedBy ? [r.confirmedBy] : [])]))];
  const people = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true, email: true } });
  const byId = new Map(people.map((p) => [p.id, { id: p.id, name: [p.firstName, p.lastName].filter(Boolean).join(" "), email: p.email }]));
  const person = (id: string) => byId.get(id) ?? { id, name: "", email: null };
  const items = rows.map((r) => ({
    request_id: r.id,
    user: person(r.userId),
    role: r.roleCode,
    action: r.action,
    reason: r.reason,
    status: r.status,
    requested_by: person(r.requestedBy),
    confirmed_by: r.confirmedBy ? person(r.confirmedBy) : null,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    can_confirm: r.status === "pending" && r.requestedBy !== viewerId,
  }));
  return { items, pagination: pagination(filter, total) };
}
