import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { kuwaitTime } from "../core/kuwait-time";
import { formatAmount, money, toDecimal } from "../core/money";
import { on, type OutboxMessage } from "../core/outbox/dispatcher";
import { firstDelivery } from "../core/outbox/handled";
import { emit } from "../core/outbox/outbox";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { notifyVendorMembers } from "../vendors/notify-members";
import { lockOrder } from "./lock";
import { onOrderPaymentFlagged, onOrderPaymentFlagResolved } from "./payment-flag-handlers";

// Orders' side of PaymentSucceeded (the payments module never calls orders).
// Under the order lock, once per payment (firstDelivery): a payment of a
// placed, not yet paid order is counted; once it covers what is due the
// vendor has until the confirm deadline to accept (24 h, never past the
// start) and its team is told. Money landing on an order no longer waiting
// for it (cancelled meanwhile, or paid by another attempt) goes back at once
// (payments.refund_due) and never reaches the ledger; a counted one does
// (OrderPaymentApplied, finance's ledger entry).

export const CONFIRM_HOURS = 24;

export function confirmDeadline(paidAt: Date, startsAt: Date): Date {
  return new Date(Math.min(paidAt.getTime() + CONFIRM_HOURS * 3600_000, startsAt.getTime()));
}

async function onSucceeded(event: OutboxMessage<"PaymentSucceeded">): Promise<void> {
  const { paymentId, payableType, payableId, amount } = event.payload;
  if (payableType !== "order") return;
  await db.$transaction(async (tx) => {
    const order = await lockOrder(tx, payableId);
    if (!(await firstDelivery(tx, "orders.payment_applied", paymentId))) return;
    const paid = toDecimal(order.amountPaid);
    const waiting = order.status === "placed" && paid.lt(toDecimal(order.amountDue));
    if (!waiting) {
      await emit(tx, "payments.refund_due", {
        paymentId,
        amount: formatAmount(amount),
        reason: "policy_cancellation",
        cause: "order_cancellation",
        bookingId: null,
      });
      await writeAudit(tx, {
        actor: { type: "system" },
        action: "order.payment_returned",
        entityType: "order",
        entityId: order.id,
        diff: { payment: paymentId, status: order.status },
      });
      return;
    }
    const at = now();
    const total = paid.plus(toDecimal(amount));
    const covered = total.gte(toDecimal(order.amountDue));
    const deadline = covered ? confirmDeadline(at, order.startsAt) : null;
    await tx.order.update({
      where: { id: order.id },
      data: { amountPaid: formatAmount(total), ...(covered ? { paidAt: at, confirmDeadline: deadline } : {}) },
    });
    await writeAudit(tx, {
      actor: { type: "system" },
      action: "order.payment_applied",
      entityType: "order",
      entityId: order.id,
      diff: { payment: paymentId, amount_paid: formatAmount(total) },
    });
    // Finance writes the payment's ledger entry (commission as for a booking deposit).
    await emit(tx, "OrderPaymentApplied", { orderId: order.id, vendorId: order.vendorId, paymentId, amount: formatAmount(amount) });
    // The customer's receipt names the order ("for order OR-...", templates' forReference).
    await notify(tx, {
      userId: order.customerUserId,
      kind: "payment.succeeded",
      entity: { type: "order", id: order.id },
      params: { amount: money(amount), booking_ref: order.reference, payable: "order" },
    });
    if (!covered) return;
    await emit(tx, "OrderPaid", { orderId: order.id, vendorId: order.vendorId, customerUserId: order.customerUserId, amountPaid: formatAmount(total) });
    await notifyVendorMembers(tx, order.vendorId, {
      kind: "order.paid",
      entity: { type: "order", id: order.id },
      params: {
        order_ref: order.reference,
        package: bilingual(order.packageNameAr, order.packageNameEn),
        starts_at: kuwaitTime(order.startsAt),
        deadline: kuwaitTime(deadline!),
      },
    });
  });
}

let registered = false;

/** Subscribes orders to the payment events (server/jobs/handlers.ts). */
export function registerOrderPaymentHandlers(): void {
  if (registered) return;
  registered = true;
  on("PaymentSucceeded", onSucceeded);
  on("PaymentFlagged", onOrderPaymentFlagged);
  on("PaymentFlagResolved", onOrderPaymentFlagResolved);
}
