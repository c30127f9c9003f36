import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import type { RequestContext } from "../core/http/request-context";
import type { BookingView } from "./schemas";
import { loadBookingViews } from "./views";

// GET /admin/bookings: every booking, for staff with booking.oversee (the endpoint checks it).

export async function listAdminBookings(query: PageInput & { status?: BookingView["status"]; vendor_id?: string }, ctx: RequestContext) {
  const where: Prisma.BookingWhereInput = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.vendor_id ? { vendorId: query.vendor_id } : {}),
  };
  const [total, items] = await Promise.all([db.booking.count({ where }), loadBookingViews(where, ctx.locale, "admin", pageWindow(query))]);
  return { items, pagination: pagination(query, total) };
}
