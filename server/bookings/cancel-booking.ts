import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { formatAmount } from "../core/money";
import { asWritten } from "../notifications/params";
import { notifyVendorMembers } from "../vendors/notify-members";
import { refundOnCancel } from "./cancellation-policy";
import { bookingMachine } from "./state-machine";
import { lockBookingPayments } from "./payment-lock";
import type { BookingView, RefundDestination } from "./schemas";
import { loadBookingViews } from "./views";

// POST /bookings/{id}/cancel: the customer cancels a pending or confirmed
// booking. The cancellation policy decides the refund, recorded on the
// booking (refund_percent, refund_due); the payments module pays it back on
// BookingCancelled. The vendor's team is told.

/** The caller's own booking as a customer (404 for anyone else's). */
export async function customerBooking(id: string, ctx: RequestContext) {
  assertSignedIn(ctx);
  const booking = ULID_PATTERN.test(id) ? await db.booking.findUnique({ where: { id } }) : null;
  if (!booking || booking.customerUserId !== ctx.userId) throw notFound();
  return booking;
}

export async function cancelBooking(id: string, input: { reason: string; refund_destination?: RefundDestination }, ctx: RequestContext): Promise<BookingView> {
  const booking = await customerBooking(id, ctx);
  bookingMachine.assertCan(booking.status, "cancel");
  const at = now();
  await db.$transaction(async (tx) => {
    // A deposit part landing at the same time is counted in the refund (server/bookings/payment-lock.ts).
    await lockBookingPayments(tx, booking.id);
    const current = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    const refund = refundOnCancel(current, at);
    await bookingMachine.move(tx, current, "cancel", {
      data: { cancelledAt: at, cancelledBy: "customer", cancelReason: input.reason, refundPercent: refund.percent, refundDue: refund.due.toFixed(3) },
      audit: {
        actor: { type: "user", id: ctx.userId },
        action: "booking.cancelled",
        reason: input.reason,
        diff: { refund_percent: refund.percent, refund_due: formatAmount(refund.due), policy_tier: refund.tier },
        request: ctx,
      },
      event: {
        name: "BookingCancelled",
        payload: {
          bookingId: booking.id,
          vendorId: booking.vendorId,
          customerUserId: booking.customerUserId,
          cancelledBy: "customer",
          refundDue: formatAmount(refund.due),
          refundDestination: input.refund_destination ?? "original",
        },
      },
    });
    await notifyVendorMembers(tx, booking.vendorId, {
      kind: "booking.cancelled",
      entity: { type: "booking", id: booking.id },
      params: { booking_ref: booking.reference, reason: asWritten(input.reason) },
    });
  });
  const [view] = await loadBookingViews({ id: booking.id }, ctx.locale, "customer");
  return view;
}
