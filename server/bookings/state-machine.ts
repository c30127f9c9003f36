import type { BookingStatus, Prisma } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

// The booking state machine (spec "States and transitions": Booking;
// docs/rfqs.md). Quote acceptance creates `pending`; the payments module's
// PaymentSucceeded handler confirms it.
export const bookingMachine = defineMachine({
  name: "booking",
  transitions: {
    confirm: { from: ["pending"], to: "confirmed" },
    request_refund: { from: ["confirmed"], to: "refund_requested" },
    complete: { from: ["confirmed"], to: "completed" },
    cancel: { from: ["pending", "confirmed"], to: "cancelled" },
    // The deposit was not paid by the payment deadline (job every 15 minutes).
    deposit_timeout: { from: ["pending"], to: "cancelled" },
    // The vendor confirms a booking whose deposit is paid (no status change; within 48 h, docs/decisions.md
    // "Vendor confirmation, decline and no-confirm"); declines one not yet confirmed by it; or the
    // `vendor-confirm-deadline` job cancels one it left unconfirmed. Both cancellations refund everything paid.
    vendor_confirm: { from: ["confirmed"], to: "confirmed" },
    vendor_decline: { from: ["pending", "confirmed"], to: "cancelled" },
    vendor_no_confirm: { from: ["confirmed"], to: "cancelled" },
    // A refund was settled (RefundSettled, server/bookings/refund-handlers.ts): a refund request denied or
    // partly refunded, the booking goes on; every payment of it refunded in full (its refund request, or a
    // refund through POST /refunds or /admin/refunds), it ends and frees the vendor's day.
    resume_after_refund: { from: ["refund_requested"], to: "confirmed" },
    cancel_after_refund: { from: ["confirmed", "refund_requested"], to: "cancelled" },
  },
  invalidStateError: "BOOKING_INVALID_STATE",
  read: (tx, id) => tx.booking.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<BookingStatus, Prisma.BookingUpdateManyMutationInput, Prisma.BookingWhereInput>) =>
    tx.booking.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});

export type BookingMove = keyof typeof bookingMachine.transitions;
