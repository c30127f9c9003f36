import { db } from "../core/db/client";
import { money } from "../core/money";
import type { DomainEvents } from "../core/outbox/events";
import { firstDelivery } from "../core/outbox/handled";
import { notify } from "../notifications/notify";

// The payer of a flagged plan payment or wallet top-up is told here (bookings
// and orders tell theirs, naming the reference: server/bookings/payment-flag-handlers.ts,
// server/orders/payment-flag-handlers.ts). Once per payment and step.

const planOrTopUp = (payableType: string) => payableType !== "booking" && payableType !== "order";

export async function notifyPlanOrTopUpFlagged(e: DomainEvents["PaymentFlagged"]): Promise<void> {
  if (!planOrTopUp(e.payableType)) return;
  await db.$transaction(async (tx) => {
    if (!(await firstDelivery(tx, "payments.flagged_notified", e.paymentId))) return;
    const charged = money(e.reported || "0", e.reportedCurrency || "KWD");
    await notify(tx, {
      userId: e.payerUserId,
      kind: "payment.flagged",
      entity: { type: "payment", id: e.paymentId },
      params: { amount: money(e.expected), charged, payment_id: e.paymentId },
    });
  });
}

export async function notifyPlanOrTopUpFlagResolved(e: DomainEvents["PaymentFlagResolved"]): Promise<void> {
  if (!planOrTopUp(e.payableType)) return;
  await db.$transaction(async (tx) => {
    if (!(await firstDelivery(tx, "payments.flag_resolved_notified", e.paymentId))) return;
    const kind = e.resolution === "accepted" ? "payment.flag_accepted" : "payment.flag_refunded";
    await notify(tx, {
      userId: e.payerUserId,
      kind,
      entity: { type: "payment", id: e.paymentId },
      params: { charged: money(e.charged, e.currency), payment_id: e.paymentId },
    });
  });
}
