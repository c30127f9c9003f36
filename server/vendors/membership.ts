import { db } from "../core/db/client";

// Whether a user belongs to a vendor's team, whatever their role.

export async function isVendorMember(vendorId: string, userId: string): Promise<boolean> {
  return !!(await db.vendorMember.findUnique({ where: { vendorId_userId: { vendorId, userId } }, select: { id: true } }));
}
