import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, errorText, notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { translate } from "../core/i18n";
import { newId } from "../core/ids";
import { isVendorRole, type TeamRoleCode, type VendorRoleCode } from "../identity/roles";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { memberBranchIds, setMemberBranches } from "../branches/member-branches";

/**
 * PATCH /vendors/me/team/{id}: the owner gives a member (never the owner)
 * another team role. The member's vendor-scoped grant is replaced in the same
 * transaction, so the next request already runs with the new role's
 * permissions; the change is audited and the member told (vendor and role
 * named in both languages, read in the member's).
 * The same role again changes nothing. `branch_ids` limits the member to
 * those branches ([]: the whole vendor), in the same transaction.
 */
export async function changeMemberRole(vendorId: string, memberId: string, change: { role?: TeamRoleCode; branch_ids?: string[] }, ctx: RequestContext) {
  const actorId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const member = await tx.vendorMember.findFirst({
      where: { id: memberId, vendorId },
      include: { user: { select: { id: true, firstName: true, lastName: true, email: true } } },
    });
    if (!member) throw notFound();
    if (member.role === "vendor_owner") throw new AppError("CONFLICT", { message: errorText("team_owner_role") });
    if (change.branch_ids) await setMemberBranches(tx, member, change.branch_ids, ctx);
    const view = async (r: string) => ({
      id: member.id,
      role: r as VendorRoleCode,
      user: { id: member.user.id, name: [member.user.firstName, member.user.lastName].filter(Boolean).join(" "), email: member.user.email },
      branch_ids: await memberBranchIds(tx, member.id),
      joined_at: member.createdAt.toISOString(),
    });
    const role = change.role;
    if (!role || member.role === role) return view(member.role);

    await tx.vendorMember.update({ where: { id: member.id }, data: { role } });
    const grants = await tx.userRole.findMany({ where: { userId: member.userId, vendorId }, include: { role: { select: { code: true } } } });
    const teamGrants = grants.filter((g) => isVendorRole(g.role.code));
    await tx.userRole.deleteMany({ where: { id: { in: teamGrants.map((g) => g.id) } } });
    const newRole = await tx.role.findUniqueOrThrow({ where: { code: role }, select: { id: true } });
    await tx.userRole.create({ data: { id: newId(), userId: member.userId, roleId: newRole.id, vendorId, grantedBy: actorId, createdAt: now() } });
    await writeAudit(tx, {
      actor: { type: "user", id: actorId },
      action: "vendor.team.role_changed",
      entityType: "vendor",
      entityId: vendorId,
      diff: { member_user_id: [member.userId, member.userId], role: [member.role, role] },
      request: ctx,
    });
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { nameAr: true, nameEn: true } });
    const roleName = (locale: "ar" | "en") => translate(locale, `api.vendor_roles.${role}`) ?? role;
    await notify(tx, {
      userId: member.userId,
      kind: "vendor.team.role_changed",
      entity: { type: "vendor", id: vendorId },
      params: { vendor_name: bilingual(vendor.nameAr, vendor.nameEn), role_name: bilingual(roleName("ar"), roleName("en")) },
    });
    return view(role);
  });
}
