import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { branchLimit } from "../branches/scope";
import { currentVendorId } from "../identity/sessions/current-vendor";

// Who may touch an order: its customer, or the members of its vendor holding
// the permission. Anyone else gets 404 (spec: not found or not the caller's).
// An order belongs to no branch: like the vendor's other branchless rows, a
// member limited to branches does not see it (docs/vendor-team.md "Branches").

export async function customerOrder(id: string, ctx: RequestContext) {
  assertSignedIn(ctx);
  const order = ULID_PATTERN.test(id) ? await db.order.findUnique({ where: { id } }) : null;
  if (!order || order.customerUserId !== ctx.userId) throw notFound();
  return order;
}

/** The caller's vendor for its orders, or null for a member limited to branches (orders belong to no branch). */
export async function ordersVendorId(ctx: RequestContext, permission: "booking.view" | "booking.fulfil"): Promise<string | null> {
  const vendorId = await currentVendorId(ctx, permission);
  return (await branchLimit(vendorId, ctx.userId)) ? null : vendorId;
}

export async function vendorOrder(id: string, ctx: RequestContext, permission: "booking.view" | "booking.fulfil" = "booking.fulfil") {
  const vendorId = await ordersVendorId(ctx, permission);
  if (!vendorId) throw notFound();
  const order = ULID_PATTERN.test(id) ? await db.order.findUnique({ where: { id } }) : null;
  if (!order || order.vendorId !== vendorId) throw notFound();
  return order;
}
