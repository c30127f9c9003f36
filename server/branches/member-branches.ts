import { writeAudit } from "../core/audit";
import type { Tx } from "../core/db/client";
import { validationFailed } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";

// Limiting a team member to branches (PATCH /vendors/me/team/{id} branch_ids):
// the member's next request already sees only those branches. Runs inside the
// caller's transaction, which has found the member and refused the owner.

export async function memberBranchIds(tx: Tx, memberId: string): Promise<string[]> {
  const rows = await tx.vendorMemberBranch.findMany({ where: { memberId }, select: { branchId: true }, orderBy: { branchId: "asc" } });
  return rows.map((r) => r.branchId);
}

export async function setMemberBranches(
  tx: Tx,
  member: { id: string; vendorId: string; userId: string },
  branchIds: readonly string[],
  ctx: RequestContext,
): Promise<void> {
  const known = await tx.vendorBranch.count({ where: { vendorId: member.vendorId, id: { in: [...branchIds] } } });
  if (known !== branchIds.length) throw validationFailed({ branch_ids: ["validation.unknown_branch"] });
  const before = await memberBranchIds(tx, member.id);
  const after = [...branchIds].sort();
  if (before.join() === after.join()) return;
  await tx.vendorMemberBranch.deleteMany({ where: { memberId: member.id } });
  await tx.vendorMemberBranch.createMany({ data: after.map((branchId) => ({ memberId: member.id, branchId })) });
  await writeAudit(tx, {
    actor: { type: "user", id: callerId(ctx) },
    action: "vendor.team.branches_changed",
    entityType: "vendor",
    entityId: member.vendorId,
    diff: { member_user_id: [member.userId, member.userId], branch_ids: [before, after] },
    request: ctx,
  });
}
