import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { notFound } from "../core/errors";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { ordersVendorId } from "./access";
import type { OrderView } from "./schemas";
import { loadOrderViews, type Viewer } from "./views";

// GET /orders (the customer's own), /vendor/orders (the vendor's, booking.view)
// and /admin/orders (booking.oversee), newest first; one of them by id, 404
// when it is not in the caller's scope.

type Query = PageInput & { status?: OrderView["status"]; vendor_id?: string };

async function scopeOf(viewer: Viewer, ctx: RequestContext): Promise<Prisma.OrderWhereInput> {
  assertSignedIn(ctx);
  if (viewer === "customer") return { customerUserId: ctx.userId };
  if (viewer === "vendor") {
    const vendorId = await ordersVendorId(ctx, "booking.view");
    return vendorId ? { vendorId } : { id: { in: [] } };
  }
  return {};
}

export async function listOrders(viewer: Viewer, query: Query, ctx: RequestContext) {
  const where: Prisma.OrderWhereInput = {
    ...(await scopeOf(viewer, ctx)),
    ...(query.status ? { status: query.status } : {}),
    ...(viewer === "admin" && query.vendor_id ? { vendorId: query.vendor_id } : {}),
  };
  const [total, items] = await Promise.all([db.order.count({ where }), loadOrderViews(where, ctx.locale, viewer, pageWindow(query))]);
  return { items, pagination: pagination(query, total) };
}

export async function getOrder(viewer: Viewer, id: string, ctx: RequestContext): Promise<OrderView> {
  const scope = await scopeOf(viewer, ctx);
  if (!ULID_PATTERN.test(id)) throw notFound();
  const [view] = await loadOrderViews({ id, ...scope }, ctx.locale, viewer);
  if (!view) throw notFound();
  return view;
}
