import { db } from "../../core/db/client";
import { AppError, notFound } from "../../core/errors";
import { assertSignedIn, type RequestContext } from "../../core/http/request-context";
import { requirePermission } from "./authenticate";
import type { Permission } from "../roles";

/**
 * The vendor a `/vendors/me/...` call acts for: the session's active vendor
 * context when it is one, otherwise the caller's only vendor membership.
 * Callers without a membership (or with several and no vendor context) get
 * 404, and the permission (when given; without one any member qualifies) is
 * checked for that vendor id, so another vendor's user never reaches this
 * vendor's data and staff only do what their role allows.
 */
export async function currentVendorId(ctx: RequestContext, permission?: Permission): Promise<string> {
  assertSignedIn(ctx);
  const chosen = ctx.activeContext?.startsWith("vendor:") ? ctx.activeContext.slice("vendor:".length) : undefined;
  const memberships = await db.vendorMember.findMany({
    where: { userId: ctx.userId, ...(chosen ? { vendorId: chosen } : {}) },
    select: { vendorId: true },
    take: 2,
  });
  if (memberships.length !== 1) throw notFound();
  const { vendorId } = memberships[0];
  if (permission) await requirePermission(ctx, permission, vendorId);
  return vendorId;
}

/** Vendor actions that reach customers (publishing, quoting) need an approved, non-suspended vendor. */
export async function requireApprovedVendor(vendorId: string): Promise<void> {
  const vendor = await db.vendor.findUnique({ where: { id: vendorId }, select: { status: true } });
  if (!vendor) throw notFound();
  if (vendor.status !== "approved") throw new AppError("VENDOR_NOT_APPROVED");
}
