import { db } from "../core/db/client";
import { money } from "../core/money";
import type { DomainEvents } from "../core/outbox/events";
import { firstDelivery } from "../core/outbox/handled";
import { notify } from "../notifications/notify";

// The payer of a flagged plan payment or wallet top-up is told here (bookings
// and orders tell theirs, naming the reference: server/bookings/payment-flag-handlers.ts,
// server/orders/payment-flag-handlers.ts). Once per payment and step.

export async function notifyFlagOfPlanOrTopUp(flagged: DomainEvents["PaymentFlagged"] | null, resolved: DomainEvents["PaymentFlagResolved"] | null): Promise<void> {
  const event = flagged ?? resolved!;
  if (event.payableType === "booking" || event.payableType === "order") return;
  const entity = { type: "payment", id: event.paymentId };
  await db.$transaction(async (tx) => {
    if (!(await firstDelivery(tx, flagged ? "payments.flagged_notified" : "payments.flag_resolved_notified", event.paymentId))) return;
    if (flagged) {
      const charged = money(flagged.reported || "0", flagged.reportedCurrency || "KWD");
      await notify(tx, { userId: flagged.payerUserId, kind: "payment.flagged", entity, params: { amount: money(flagged.expected), charged, payment_id: flagged.paymentId } });
      return;
    }
    const kind = resolved!.resolution === "accepted" ? "payment.flag_accepted" : "payment.flag_refunded";
    await notify(tx, { userId: resolved!.payerUserId, kind, entity, params: { charged: money(resolved!.charged, resolved!.currency), payment_id: resolved!.paymentId } });
  });
}
