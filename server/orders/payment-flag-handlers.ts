import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { kuwaitTime } from "../core/kuwait-time";
import { money } from "../core/money";
import type { OutboxMessage } from "../core/outbox/dispatcher";
import { firstDelivery } from "../core/outbox/handled";
import { notify } from "../notifications/notify";
import { PAYMENT_WINDOW_MINUTES } from "./create-order";
import { lockOrder } from "./lock";

// Orders' side of a flagged payment, as bookings' (server/bookings/payment-flag-handlers.ts):
// the customer is told, the order's payment deadline waits (expire-orders.ts
// skips it), and finance's decision gives an order still unpaid a fresh
// payment window (never past its start).

export async function onOrderPaymentFlagged(event: OutboxMessage<"PaymentFlagged">): Promise<void> {
  const { paymentId, payableType, payableId, payerUserId, expected, reported, reportedCurrency } = event.payload;
  if (payableType !== "order") return;
  const order = await db.order.findUnique({ where: { id: payableId }, select: { reference: true } });
  if (!order) return;
  await db.$transaction(async (tx) => {
    if (!(await firstDelivery(tx, "orders.payment_flagged_notified", paymentId))) return;
    await notify(tx, {
      userId: payerUserId,
      kind: "payment.flagged",
      entity: { type: "order", id: payableId },
      params: {
        amount: money(expected),
        charged: money(reported || "0", reportedCurrency || "KWD"),
        booking_ref: order.reference,
        payable: "order",
        payment_id: paymentId,
      },
    });
  });
}

export async function onOrderPaymentFlagResolved(event: OutboxMessage<"PaymentFlagResolved">): Promise<void> {
  const { paymentId, payableType, payableId, payerUserId, resolution, charged, currency } = event.payload;
  if (payableType !== "order") return;
  await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, payableId);
    if (!(await firstDelivery(tx, "orders.payment_flag_resolved", paymentId))) return;
    let deadline: Date | null = null;
    if (order.status === "placed" && order.paidAt === null) {
      const fresh = new Date(Math.min(now().getTime() + PAYMENT_WINDOW_MINUTES * 60_000, order.startsAt.getTime()));
      deadline = order.paymentDeadline && order.paymentDeadline > fresh ? order.paymentDeadline : fresh;
      await tx.order.update({ where: { id: order.id }, data: { paymentDeadline: deadline } });
      await writeAudit(tx, {
        actor: { type: "system" },
        action: "order.payment_deadline_renewed",
        entityType: "order",
        entityId: order.id,
        diff: { payment: paymentId, resolution, payment_deadline: deadline.toISOString() },
      });
    }
    await notify(tx, {
      userId: payerUserId,
      kind: resolution === "accepted" ? "payment.flag_accepted" : "payment.flag_refunded",
      entity: { type: "order", id: order.id },
      params: {
        charged: money(charged, currency),
        booking_ref: order.reference,
        payable: "order",
        ...(deadline ? { deadline: kuwaitTime(deadline) } : {}),
        payment_id: paymentId,
      },
    });
  });
}
