import { db, type Tx } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { notFound } from "../core/errors";

// Which of a vendor's branches a team member may see (docs/vendor-team.md
// "Branches"). `null` is no limit: the owner and members without branch rows
// see the whole vendor. A limited member sees only rows of their branches;
// rows of no branch (the whole vendor) and of other branches are 404, as
// another vendor's data is.

export type BranchLimit = readonly string[] | null;

/** The branches `userId` is limited to at `vendorId`, or null for the whole vendor. */
export async function branchLimit(vendorId: string, userId: string | null | undefined, client: Tx | typeof db = db): Promise<BranchLimit> {
  if (!userId) return null;
  const member = await client.vendorMember.findUnique({
    where: { vendorId_userId: { vendorId, userId } },
    select: { role: true, branches: { select: { branchId: true } } },
  });
  if (!member || member.role === "vendor_owner" || member.branches.length === 0) return null;
  return member.branches.map((b) => b.branchId);
}

/** A `branchId` filter for rows that carry one (services, RFQ recipients, calendar days). */
export function inBranches(limit: BranchLimit): { branchId?: { in: string[] } } {
  return limit ? { branchId: { in: [...limit] } } : {};
}

/** Quotes and bookings belong to the branch of the vendor's recipient row of their RFQ. */
export function rfqInBranches(vendorId: string, limit: BranchLimit): { rfq?: Prisma.RfqWhereInput } {
  return limit ? { rfq: { recipients: { some: { vendorId, branchId: { in: [...limit] } } } } } : {};
}

/** 404 unless a row's branch is one the member may see. */
export function assertInBranches(limit: BranchLimit, branchId: string | null): void {
  if (limit && (!branchId || !limit.includes(branchId))) throw notFound();
}

/** Settings of the whole vendor (weekly plan, iCal): 404 to a member limited to branches. */
export async function assertWholeVendor(vendorId: string, userId: string | null | undefined): Promise<void> {
  if (await branchLimit(vendorId, userId)) throw notFound();
}
