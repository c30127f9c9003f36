import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { on, type OutboxMessage } from "../core/outbox/dispatcher";
import { notify } from "../notifications/notify";
import { notifyVendorMembers } from "../vendors/notify-members";
import { bookingMachine } from "./state-machine";

// Bookings' side of a settled refund (RefundSettled from the refunds side;
// payments never calls bookings). A booking in refund_requested goes on
// (confirmed) when Finance denied the refund or refunded part of it. A
// confirmed or refund_requested booking ends (cancelled) once every payment
// of it is refunded in full, whichever path asked (its refund request, the
// payer's POST /refunds, Finance's POST /admin/refunds): nothing paid is left
// to hold the vendor's day (docs/decisions.md "A booking refunded in full").
// A deposit paid in parts ends with its last part refunded. The customer and
// the vendor's members are told when it ends. Other bookings (pending,
// completed, already cancelled) are not moved (tryMove: at least once, and a
// cancellation's own refunds find the booking cancelled).

const ENDED_REASON = { ar: "استُرد المبلغ المدفوع كاملًا", en: "the amount paid was refunded in full" };

/** The booking's deposit payments still holding money (paid, or refunded in part). */
function paidLeft(tx: Tx, bookingId: string): Promise<number> {
  return tx.payment.count({ where: { payableType: "booking", payableId: bookingId, status: { in: ["paid", "partially_refunded"] } } });
}

async function onRefundSettled(event: OutboxMessage<"RefundSettled">): Promise<void> {
  const { bookingId, refundId, outcome, paymentFullyRefunded } = event.payload;
  await db.$transaction(async (tx) => {
    const booking = await tx.booking.findUnique({
      where: { id: bookingId },
      select: { id: true, status: true, reference: true, vendorId: true, customerUserId: true },
    });
    if (!booking) return;
    const ends = outcome === "processed" && paymentFullyRefunded && (await paidLeft(tx, bookingId)) === 0;
    const actor = { type: "system" as const };
    const moved = ends
      ? await bookingMachine.tryMove(tx, booking, "cancel_after_refund", {
          data: { cancelledAt: now(), cancelledBy: "system", cancelReason: "refunded" },
          audit: { actor, action: "booking.cancelled_after_refund", diff: { refund_id: refundId } },
          // Nothing more to refund (refundDue 0); the RFQ module may reopen the RFQ (server/rfq/reopen-after-booking.ts).
          event: {
            name: "BookingCancelled",
            payload: { bookingId: booking.id, vendorId: booking.vendorId, customerUserId: booking.customerUserId, cancelledBy: "system", refundDue: "0.000" },
          },
        })
      : await bookingMachine.tryMove(tx, booking, "resume_after_refund", {
          audit: { actor, action: "booking.resumed_after_refund", diff: { refund_id: refundId, outcome } },
        });
    if (moved && ends) {
      const entity = { type: "booking", id: booking.id };
      const params = { booking_ref: booking.reference, reason: ENDED_REASON };
      await notify(tx, { userId: booking.customerUserId, kind: "booking.cancelled", entity, params });
      await notifyVendorMembers(tx, booking.vendorId, { kind: "booking.cancelled", entity, params });
    }
  });
}

let registered = false;

/** Subscribes bookings to settled refunds (server/jobs/handlers.ts). */
export function registerBookingRefundHandlers(): void {
  if (registered) return;
  registered = true;
  on("RefundSettled", onRefundSettled);
}
