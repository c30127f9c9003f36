import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";

// Membership checks for endpoints open to every member of a vendor whatever
// their role (analytics, placement preview). Endpoints that need a vendor
// permission use currentVendorId(ctx, permission) instead.

export async function isVendorMember(vendorId: string, userId: string): Promise<boolean> {
  return !!(await db.vendorMember.findUnique({ where: { vendorId_userId: { vendorId, userId } }, select: { id: true } }));
}

/**
 * The vendor a `/vendors/me/...` call acts for, resolved like
 * currentVendorId (the session's vendor context, else the only membership)
 * but without a permission: any member qualifies. Not a member: 404.
 */
export async function memberVendorId(ctx: RequestContext): Promise<string> {
  if (!ctx.userId) throw new AppError("UNAUTHENTICATED");
  let vendorId: string | undefined;
  if (ctx.activeContext?.startsWith("vendor:")) {
    vendorId = ctx.activeContext.slice("vendor:".length);
  } else {
    const memberships = await db.vendorMember.findMany({ where: { userId: ctx.userId }, select: { vendorId: true }, take: 2 });
    if (memberships.length === 1) vendorId = memberships[0].vendorId;
  }
  if (!vendorId || !(await isVendorMember(vendorId, ctx.userId))) throw notFound();
  return vendorId;
}
