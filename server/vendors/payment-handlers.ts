import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import { toDecimal } from "../core/money";
import { on, type OutboxMessage } from "../core/outbox/dispatcher";
import { firstDelivery } from "../core/outbox/handled";
import { activateSubscription, renewSubscription } from "./subscriptions";

// Vendors' side of PaymentSucceeded (the payments module never calls
// vendors): a paid plan activates the pending subscription; a renewal charge
// extends the current period. Only a payment covering the plan's price
// applies (a plan is paid in full, never in parts: docs/decisions.md
// "Partial payments"). Each payment applies once (at least once delivery:
// firstDelivery, server/core/outbox/handled.ts); the audit row
// `subscription.payment_applied` records it. A payment that
// cannot apply (short of the price, the subscription cancelled meanwhile, or
// fallen back to Free) is left for finance with an ops alert audit row.

const APPLIED = "subscription.payment_applied";
const UNAPPLIED_ALERT = "ops.alert.subscription_payment_unapplied";
const UNAPPLIED: string[] = ["CONFLICT", "NOT_FOUND", "VALIDATION_FAILED"];

async function onSucceeded(event: OutboxMessage<"PaymentSucceeded">): Promise<void> {
  const { paymentId, payableType, payableId, purpose } = event.payload;
  if (payableType !== "subscription") return;
  const payment = await db.payment.findUnique({ where: { id: paymentId }, select: { paidAt: true, amount: true } });
  if (!payment) return;
  try {
    await db.$transaction(async (tx) => {
      if (!(await firstDelivery(tx, "vendors.subscription_payment_applied", paymentId))) return;
      const sub = await tx.subscription.findUnique({ where: { id: payableId }, include: { plan: true } });
      // The price is checked when the intent is made; a price raised before it was paid leaves it short.
      if (sub && toDecimal(payment.amount).lt(toDecimal(sub.plan.priceMonthly))) {
        throw new AppError("VALIDATION_FAILED", {
          message: { en: "The payment does not cover the plan's price.", ar: "لا تغطي الدفعة سعر الباقة." },
        });
      }
      if (purpose === "subscription") {
        await activateSubscription(tx, payableId, payment.paidAt ?? now());
      } else {
        if (!sub?.currentPeriodEnd) throw new AppError("CONFLICT");
        await renewSubscription(tx, payableId, sub.currentPeriodEnd);
      }
      await writeAudit(tx, {
        actor: { type: "system" },
        action: APPLIED,
        entityType: "payment",
        entityId: paymentId,
        diff: { subscription: payableId, purpose },
      });
    });
  } catch (e) {
    if (!(e instanceof AppError) || !UNAPPLIED.includes(e.code)) throw e;
    const code = e.code;
    await db.$transaction(async (tx) => {
      // Once per payment, however often the event is delivered.
      if (!(await firstDelivery(tx, "vendors.subscription_payment_unapplied", paymentId))) return;
      await writeAudit(tx, {
        actor: { type: "system" },
        action: UNAPPLIED_ALERT,
        entityType: "payment",
        entityId: paymentId,
        diff: { subscription: payableId, purpose, error: code },
      });
    });
  }
}

let registered = false;

/** Subscribes vendors to the payment events (server/jobs/handlers.ts). */
export function registerSubscriptionPaymentHandlers(): void {
  if (registered) return;
  registered = true;
  on("PaymentSucceeded", onSucceeded);
}
