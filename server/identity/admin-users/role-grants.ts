import { now } from "../../core/clock";
import { db, type Tx } from "../../core/db/client";
import type { User } from "../../core/db/generated/client";
import { writeAudit } from "../../core/audit";
import { AppError, notFound, validationFailed, type Bilingual } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { newId } from "../../core/ids";
import { isAdminRole, isVendorRole, TEAM_ROLE_CODES, TWO_PERSON_ROLE, type RoleCode } from "../roles";

// Granting and revoking roles (Super Admin). Every change is audited with
// actor and reason. Changes to the Super Admin role are two-person: the first
// Super Admin files a RoleChangeRequest, a different one confirms it, and only
// then does the change apply.

export type RoleChangeInput = { role: RoleCode; reason: string; vendorId?: string };
export type RoleChangeOutcome = { kind: "applied" } | { kind: "pending"; requestId: string };
type Action = "grant" | "revoke";

const conflict = (message: Bilingual) => new AppError("CONFLICT", { message });
const ALREADY_HAS_ROLE: Bilingual = { en: "The user already has this role.", ar: "لدى المستخدم هذا الدور من قبل." };
const ALREADY_DECIDED: Bilingual = { en: "This request was already decided.", ar: "بُتّ في هذا الطلب من قبل." };

/**
 * Vendor roles name their vendor; other roles never do. A team role (manager,
 * staff) is the vendor owner's to give, from the team page, within the plan's
 * seats, with the membership that opens the portal (docs/vendor-team.md): not
 * here. The vendor owner role stays grantable (a business changing hands).
 */
function checkVendorScope(input: RoleChangeInput): void {
  if ((TEAM_ROLE_CODES as readonly string[]).includes(input.role)) throw validationFailed({ role: ["validation.role_team_only"] });
  if (isVendorRole(input.role) && !input.vendorId) throw validationFailed({ vendor_id: ["validation.required"] });
  if (!isVendorRole(input.role) && input.vendorId) throw validationFailed({ vendor_id: ["validation.vendor_id_not_allowed"] });
}

async function checkGrantable(tx: Tx, user: User, input: RoleChangeInput): Promise<void> {
  if (user.status === "anonymized") throw conflict({ en: "An anonymized account cannot be given roles.", ar: "لا يمكن منح أدوار لحساب مجهّل الهوية." });
  checkVendorScope(input);
  if (input.vendorId && !(await tx.vendor.findUnique({ where: { id: input.vendorId }, select: { id: true } }))) {
    throw validationFailed({ vendor_id: ["validation.vendor_unknown"] });
  }
  // Admin accounts are only ever created by a Super Admin (POST /admin/admins):
  // a self-registered account never becomes staff by a role grant.
  if (isAdminRole(input.role) && user.userType !== "admin") throw validationFailed({ role: ["validation.role_admin_account_only"] });
}

async function findGrant(tx: Tx, userId: string, role: string, vendorId: string | null) {
  return tx.userRole.findFirst({ where: { userId, role: { code: role }, vendorId } });
}

async function fileRequest(tx: Tx, userId: string, action: Action, input: RoleChangeInput, ctx: RequestContext): Promise<RoleChangeOutcome> {
  const open = await tx.roleChangeRequest.findFirst({ where: { userId, roleCode: input.role, action, status: "pending" } });
  if (open) throw conflict({ en: "The same role change is already waiting for confirmation.", ar: "التغيير نفسه على هذا الدور ينتظر التأكيد بالفعل." });
  const request = await tx.roleChangeRequest.create({
    data: { id: newId(), userId, roleCode: input.role, action, reason: input.reason, requestedBy: callerId(ctx), status: "pending", createdAt: now() },
  });
  await writeAudit(tx, {
    actor: { type: "admin", id: ctx.userId },
    action: "role.change_requested",
    entityType: "user",
    entityId: userId,
    diff: { role: input.role, action, request_id: request.id },
    reason: input.reason,
    request: ctx,
  });
  return { kind: "pending", requestId: request.id };
}

type Apply = { userId: string; role: string; vendorId: string | null; reason: string; requestedBy: string; confirmedBy?: string; ctx: RequestContext };

async function applyGrant(tx: Tx, a: Apply): Promise<void> {
  const role = await tx.role.findUniqueOrThrow({ where: { code: a.role } });
  const actor = a.confirmedBy ?? a.requestedBy;
  await tx.userRole.create({ data: { id: newId(), userId: a.userId, roleId: role.id, vendorId: a.vendorId, grantedBy: actor, createdAt: now() } });
  await writeAudit(tx, {
    actor: { type: "admin", id: actor },
    action: "role.granted",
    entityType: "user",
    entityId: a.userId,
    diff: { role: a.role, vendor_id: a.vendorId, requested_by: a.requestedBy, confirmed_by: a.confirmedBy ?? null },
    reason: a.reason,
    request: a.ctx,
  });
}

async function applyRevoke(tx: Tx, grantId: string, a: Apply): Promise<void> {
  const actor = a.confirmedBy ?? a.requestedBy;
  await tx.userRole.delete({ where: { id: grantId } });
  await writeAudit(tx, {
    actor: { type: "admin", id: actor },
    action: "role.revoked",
    entityType: "user",
    entityId: a.userId,
    diff: { role: a.role, vendor_id: a.vendorId, requested_by: a.requestedBy, confirmed_by: a.confirmedBy ?? null },
    reason: a.reason,
    request: a.ctx,
  });
}

/** Grants the role inside the caller's transaction, or files a request for the Super Admin role. */
export async function grantOrRequest(tx: Tx, user: User, input: RoleChangeInput, ctx: RequestContext): Promise<RoleChangeOutcome> {
  await checkGrantable(tx, user, input);
  if (await findGrant(tx, user.id, input.role, input.vendorId ?? null)) throw conflict(ALREADY_HAS_ROLE);
  if (input.role === TWO_PERSON_ROLE) return fileRequest(tx, user.id, "grant", input, ctx);
  await applyGrant(tx, { userId: user.id, role: input.role, vendorId: input.vendorId ?? null, reason: input.reason, requestedBy: callerId(ctx), ctx });
  return { kind: "applied" };
}

export async function grantRole(userId: string, input: RoleChangeInput, ctx: RequestContext): Promise<RoleChangeOutcome> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (!user) throw notFound();
    return grantOrRequest(tx, user, input, ctx);
  });
}

export async function revokeRole(userId: string, input: RoleChangeInput, ctx: RequestContext): Promise<RoleChangeOutcome> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) throw notFound();
    checkVendorScope(input);
    const grant = await findGrant(tx, userId, input.role, input.vendorId ?? null);
    if (!grant) throw new AppError("NOT_FOUND", { message: { en: "The user does not have this role.", ar: "ليس لدى المستخدم هذا الدور." } });
    if (input.role === TWO_PERSON_ROLE) return fileRequest(tx, userId, "revoke", input, ctx);
    await applyRevoke(tx, grant.id, { userId, role: input.role, vendorId: grant.vendorId, reason: input.reason, requestedBy: callerId(ctx), ctx });
    return { kind: "applied" };
  });
}

/**
 * A second Super Admin confirms a pending change to the Super Admin role and
 * it applies. The requester cannot confirm their own request (403).
 */
export async function confirmRoleChange(requestId: string, ctx: RequestContext): Promise<{ requestId: string; userId: string }> {
  return db.$transaction(async (tx) => {
    const request = await tx.roleChangeRequest.findUnique({ where: { id: requestId } });
    if (!request) throw notFound();
    if (request.status !== "pending") throw conflict(ALREADY_DECIDED);
    if (request.requestedBy === ctx.userId)
      throw new AppError("FORBIDDEN", { message: { en: "A different Super Admin must confirm this change.", ar: "يجب أن يؤكّد مشرف عام آخر هذا التغيير." } });
    // Claim the request first, so two confirmations cannot both apply it.
    const claimed = await tx.roleChangeRequest.updateMany({
      where: { id: request.id, status: "pending" },
      data: { status: "confirmed", confirmedBy: ctx.userId, decidedAt: now() },
    });
    if (claimed.count === 0) throw conflict(ALREADY_DECIDED);

    const apply: Apply = {
      userId: request.userId,
      role: request.roleCode,
      vendorId: null,
      reason: request.reason,
      requestedBy: request.requestedBy,
      confirmedBy: ctx.userId,
      ctx,
    };
    const grant = await findGrant(tx, request.userId, request.roleCode, null);
    if (request.action === "grant") {
      if (grant) throw conflict(ALREADY_HAS_ROLE);
      await applyGrant(tx, apply);
    } else {
      if (!grant) throw conflict({ en: "The user no longer has this role.", ar: "لم يعد لدى المستخدم هذا الدور." });
      await applyRevoke(tx, grant.id, apply);
    }
    return { requestId: request.id, userId: request.userId };
  });
}
