import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { kuwaitDay } from "../core/kuwait-time";
import { notify } from "../notifications/notify";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { branchLimit, rfqInBranches } from "../branches/scope";
import { bookingMachine } from "./state-machine";
import type { BookingView } from "./schemas";
import { loadBookingViews } from "./views";

// POST /vendor/bookings/{id}/complete: the vendor marks a confirmed booking
// completed, from the service date on (Kuwait calendar). The customer is
// told; BookingCompleted opens the review window (the reviews module sends
// the review invitation on it).

export async function completeBooking(id: string, ctx: RequestContext): Promise<BookingView> {
  const vendorId = await currentVendorId(ctx, "booking.fulfil");
  const limit = await branchLimit(vendorId, ctx.userId);
  const booking = ULID_PATTERN.test(id) ? await db.booking.findFirst({ where: { id, vendorId, ...rfqInBranches(vendorId, limit) } }) : null;
  if (!booking) throw notFound();
  bookingMachine.assertCan(booking.status, "complete");
  const at = now();
  if (kuwaitDay(at) < booking.serviceDate) {
    const day = booking.serviceDate.toISOString().slice(0, 10);
    throw new AppError("BOOKING_INVALID_STATE", {
      message: {
        en: `A booking can be marked completed from its service date (${day}, Kuwait time) on.`,
        ar: `لا يمكن تسجيل اكتمال الحجز إلا ابتداءً من تاريخ الخدمة (${day}، بتوقيت الكويت).`,
      },
    });
  }
  await db.$transaction(async (tx) => {
    await bookingMachine.move(tx, booking, "complete", {
      data: { completedAt: at },
      audit: { actor: { type: "user", id: ctx.userId }, action: "booking.completed", request: ctx },
      event: { name: "BookingCompleted", payload: { bookingId: booking.id, vendorId, customerUserId: booking.customerUserId } },
    });
    const entity = { type: "booking", id: booking.id };
    await notify(tx, { userId: booking.customerUserId, kind: "booking.completed", entity, params: { booking_ref: booking.reference } });
  });
  const [view] = await loadBookingViews({ id: booking.id }, ctx.locale, "vendor");
  return view;
}
