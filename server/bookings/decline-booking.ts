import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { Actor } from "../core/audit";
import type { Booking } from "../core/db/generated/client";
import { AppError } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { formatAmount } from "../core/money";
import { notify } from "../notifications/notify";
import { bilingual, type BilingualText } from "../notifications/params";
import { bookingMachine } from "./state-machine";
import { lockBookingPayments } from "./payment-lock";
import type { BookingView } from "./schemas";
import { vendorBooking } from "./vendor-booking";
import { loadBookingViews } from "./views";

// POST /vendor/bookings/{id}/decline: the vendor declines a booking it has
// not confirmed (pending, or confirmed by the deposit but not by the vendor).
// The booking is cancelled with everything paid refunded (refund_percent 100:
// a system-initiated refund, spec Refund "vendor no-confirm or decline"); the
// customer is told; BookingCancelled also reopens the RFQ (runner-up quotes).

const DECLINED = { ar: "اعتذر المزوّد عن الحجز", en: "The vendor declined the booking" };

/**
 * Cancels a booking on the vendor's side (decline or no-confirm), refunding
 * all that was paid, under the payment lock. Returns false when the booking
 * moved meanwhile.
 */
export async function cancelForVendor(
  tx: Tx,
  booking: Booking,
  move: "vendor_decline" | "vendor_no_confirm",
  opts: { actor: Actor; cancelledBy: "vendor" | "system"; reason: string; notice: BilingualText; request?: RequestContext },
): Promise<boolean> {
  await lockBookingPayments(tx, booking.id);
  const current = await tx.booking.findUnique({ where: { id: booking.id }, select: { status: true, amountPaid: true } });
  if (!current) return false;
  const refundDue = formatAmount(current.amountPaid);
  const moved = await bookingMachine.tryMove(tx, { id: booking.id, status: current.status }, move, {
    where: { vendorConfirmedAt: null },
    data: { cancelledAt: now(), cancelledBy: opts.cancelledBy, cancelReason: opts.reason, refundPercent: 100, refundDue },
    audit: {
      actor: opts.actor,
      action: move === "vendor_decline" ? "booking.vendor_declined" : "booking.vendor_no_confirm",
      reason: opts.reason,
      diff: { refund_due: refundDue },
      request: opts.request,
    },
    event: {
      name: "BookingCancelled",
      payload: { bookingId: booking.id, vendorId: booking.vendorId, customerUserId: booking.customerUserId, cancelledBy: opts.cancelledBy, refundDue },
    },
  });
  if (!moved) return false;
  await notify(tx, {
    userId: booking.customerUserId,
    kind: "booking.cancelled",
    entity: { type: "booking", id: booking.id },
    params: { booking_ref: booking.reference, reason: opts.notice },
  });
  return true;
}

export async function declineBooking(id: string, input: { reason: string }, ctx: RequestContext): Promise<BookingView> {
  const booking = await vendorBooking(id, ctx);
  bookingMachine.assertCan(booking.status, "vendor_decline");
  if (booking.vendorConfirmedAt) {
    throw new AppError("BOOKING_INVALID_STATE", {
      message: {
        en: "A booking the vendor confirmed cannot be declined; contact the customer and support.",
        ar: "لا يمكن الاعتذار عن حجز أكّده المزوّد؛ تواصل مع العميل والدعم.",
      },
    });
  }
  // The vendor's words as written, after the platform's phrase in the reader's language.
  const notice = bilingual(`${DECLINED.ar}: ${input.reason}`, `${DECLINED.en}: ${input.reason}`);
  const done = await db.$transaction((tx) =>
    cancelForVendor(tx, booking, "vendor_decline", {
      actor: { type: "user", id: ctx.userId },
      cancelledBy: "vendor",
      reason: input.reason,
      notice,
      request: ctx,
    }),
  );
  if (!done) {
    throw new AppError("BOOKING_INVALID_STATE", {
      message: { en: "The booking changed meanwhile; it can no longer be declined.", ar: "تغيّر الحجز في أثناء الطلب؛ لم يعد الاعتذار عنه ممكنًا." },
    });
  }
  const [view] = await loadBookingViews({ id: booking.id }, ctx.locale, "vendor");
  return view;
}
