import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { kuwaitTime } from "../core/kuwait-time";
import { money } from "../core/money";
import type { OutboxMessage } from "../core/outbox/dispatcher";
import { firstDelivery } from "../core/outbox/handled";
import { notify } from "../notifications/notify";
import { paymentDeadline } from "./create-booking";
import { lockBookingPayments } from "./payment-lock";

// Bookings' side of a flagged deposit (docs/payments.md "A mismatched
// amount"). Flagged: the customer is told what was charged and that the
// booking waits (the deposit timeout skips it: payment-hold.ts). Resolved:
// a booking still waiting for its deposit gets a fresh payment window (as if
// the quote were accepted now, never shorter than what it had) and the
// customer is told what finance decided and by when to pay.

export async function onDepositFlagged(event: OutboxMessage<"PaymentFlagged">): Promise<void> {
  const { paymentId, payableType, payableId, payerUserId, expected, reported, reportedCurrency } = event.payload;
  if (payableType !== "booking") return;
  const booking = await db.booking.findUnique({ where: { id: payableId }, select: { reference: true } });
  if (!booking) return;
  await db.$transaction(async (tx) => {
    if (!(await firstDelivery(tx, "bookings.payment_flagged_notified", paymentId))) return;
    await notify(tx, {
      userId: payerUserId,
      kind: "payment.flagged",
      entity: { type: "booking", id: payableId },
      params: { amount: money(expected), charged: money(reported || "0", reportedCurrency || "KWD"), booking_ref: booking.reference, payment_id: paymentId },
    });
  });
}

export async function onDepositFlagResolved(event: OutboxMessage<"PaymentFlagResolved">): Promise<void> {
  const { paymentId, payableType, payableId, payerUserId, resolution, charged, currency } = event.payload;
  if (payableType !== "booking") return;
  await db.$transaction(async (tx) => {
    await lockBookingPayments(tx, payableId);
    if (!(await firstDelivery(tx, "bookings.payment_flag_resolved", paymentId))) return;
    const booking = await tx.booking.findUnique({
      where: { id: payableId },
      select: { id: true, reference: true, status: true, paymentDeadline: true, serviceDate: true },
    });
    if (!booking) return;
    let deadline: Date | null = null;
    if (booking.status === "pending") {
      const fresh = paymentDeadline(now(), booking.serviceDate);
      deadline = fresh > booking.paymentDeadline ? fresh : booking.paymentDeadline;
      await tx.booking.update({ where: { id: booking.id }, data: { paymentDeadline: deadline } });
      await writeAudit(tx, {
        actor: { type: "system" },
        action: "booking.payment_deadline_renewed",
        entityType: "booking",
        entityId: booking.id,
        diff: { payment: paymentId, resolution, payment_deadline: [booking.paymentDeadline.toISOString(), deadline.toISOString()] },
      });
    }
    await notify(tx, {
      userId: payerUserId,
      kind: resolution === "accepted" ? "payment.flag_accepted" : "payment.flag_refunded",
      entity: { type: "booking", id: booking.id },
      params: {
        charged: money(charged, currency),
        booking_ref: booking.reference,
        ...(deadline ? { deadline: kuwaitTime(deadline) } : {}),
        payment_id: paymentId,
      },
    });
  });
}
