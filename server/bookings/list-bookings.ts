import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { notFound } from "../core/errors";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { branchLimit, rfqInBranches, type BranchLimit } from "../branches/scope";
import type { BookingView } from "./schemas";
import { loadBookingViews } from "./views";

// GET /bookings and /bookings/{id}: role-scoped. In a vendor context (the
// session's active context) the vendor's bookings, otherwise the caller's own
// as a customer; a member limited to branches sees only those branches'
// bookings (docs/vendor-team.md "Branches"). Anything else is 404.

export type BookingViewer = { side: "customer"; userId: string } | { side: "vendor"; vendorId: string; limit: BranchLimit };

export async function bookingViewer(ctx: RequestContext): Promise<BookingViewer> {
  assertSignedIn(ctx);
  if (ctx.activeContext?.startsWith("vendor:")) {
    const vendorId = await currentVendorId(ctx, "booking.view");
    return { side: "vendor", vendorId, limit: await branchLimit(vendorId, ctx.userId) };
  }
  return { side: "customer", userId: ctx.userId };
}

const scope = (viewer: BookingViewer): Prisma.BookingWhereInput =>
  viewer.side === "vendor" ? { vendorId: viewer.vendorId, ...rfqInBranches(viewer.vendorId, viewer.limit) } : { customerUserId: viewer.userId };

export async function listBookings(query: PageInput & { status?: BookingView["status"] }, ctx: RequestContext) {
  const viewer = await bookingViewer(ctx);
  const where: Prisma.BookingWhereInput = { ...scope(viewer), ...(query.status ? { status: query.status } : {}) };
  const [total, items] = await Promise.all([db.booking.count({ where }), loadBookingViews(where, ctx.locale, viewer.side, pageWindow(query))]);
  return { items, pagination: pagination(query, total) };
}

export async function getBooking(id: string, ctx: RequestContext): Promise<BookingView> {
  const viewer = await bookingViewer(ctx);
  if (!ULID_PATTERN.test(id)) throw notFound();
  const [view] = await loadBookingViews({ id, ...scope(viewer) }, ctx.locale, viewer.side);
  if (!view) throw notFound();
  return view;
}
