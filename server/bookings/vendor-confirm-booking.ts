import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { bookingMachine } from "./state-machine";
import type { BookingView } from "./schemas";
import { vendorBooking } from "./vendor-booking";
import { loadBookingViews } from "./views";

// POST /vendor/bookings/{id}/confirm: the vendor confirms a booking whose
// deposit is paid (status stays confirmed; vendor_confirmed_at is set). Until
// then the vendor may decline it, and 48 h after the deposit the
// `vendor-confirm-deadline` job cancels it with a full refund.

export async function vendorConfirmBooking(id: string, ctx: RequestContext): Promise<BookingView> {
  const booking = await vendorBooking(id, ctx);
  bookingMachine.assertCan(booking.status, "vendor_confirm");
  if (booking.vendorConfirmedAt) {
    throw new AppError("BOOKING_INVALID_STATE", {
      message: { en: "This booking is already confirmed by the vendor.", ar: "أكّد المزوّد هذا الحجز من قبل." },
    });
  }
  await db.$transaction(async (tx) => {
    await bookingMachine.move(tx, booking, "vendor_confirm", {
      where: { vendorConfirmedAt: null },
      data: { vendorConfirmedAt: now() },
      audit: { actor: { type: "user", id: ctx.userId }, action: "booking.vendor_confirmed", request: ctx },
    });
  });
  const [view] = await loadBookingViews({ id: booking.id }, ctx.locale, "vendor");
  return view;
}
