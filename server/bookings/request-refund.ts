import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { money } from "../core/money";
import { notify } from "../notifications/notify";
import { customerBooking } from "./cancel-booking";
import { bookingMachine } from "./state-machine";
import type { BookingView, RefundDestination } from "./schemas";
import { loadBookingViews } from "./views";

// POST /bookings/{id}/refund-request: the customer of a confirmed booking
// asks for their money back (a dispute for Finance to decide: the payments
// module's refund approval). The booking waits in refund_requested;
// BookingRefundRequested makes payments record the refund to decide.

export async function requestRefund(id: string, input: { reason: string; refund_destination?: RefundDestination }, ctx: RequestContext): Promise<BookingView> {
  const booking = await customerBooking(id, ctx);
  bookingMachine.assertCan(booking.status, "request_refund");
  const at = now();
  await db.$transaction(async (tx) => {
    await bookingMachine.move(tx, booking, "request_refund", {
      data: { refundRequestedAt: at, refundReason: input.reason },
      audit: { actor: { type: "user", id: ctx.userId }, action: "booking.refund_requested", reason: input.reason, request: ctx },
      event: {
        name: "BookingRefundRequested",
        payload: {
          bookingId: booking.id,
          customerUserId: booking.customerUserId,
          reason: input.reason,
          refundDestination: input.refund_destination ?? "original",
        },
      },
    });
    await notify(tx, {
      userId: booking.customerUserId,
      kind: "refund.requested",
      entity: { type: "booking", id: booking.id },
      params: { amount: money(booking.amountPaid), booking_ref: booking.reference },
    });
  });
  const [view] = await loadBookingViews({ id: booking.id }, ctx.locale, "customer");
  return view;
}
