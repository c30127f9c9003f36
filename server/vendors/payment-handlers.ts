import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import { on, type OutboxMessage } from "../core/outbox/dispatcher";
import { activateSubscription, renewSubscription } from "./subscriptions";

// Vendors' side of PaymentSucceeded (the payments module never calls
// vendors): a paid plan activates the pending subscription; a renewal charge
// extends the current period. Each payment applies once (at least once
// delivery): an audit row `subscription.payment_applied` marks it. A payment
// that can no longer apply (the subscription was cancelled meanwhile, or fell
// back to Free) is left for finance with an ops alert audit row.

const APPLIED = "subscription.payment_applied";

async function onSucceeded(event: OutboxMessage<"PaymentSucceeded">): Promise<void> {
  const { paymentId, payableType, payableId, purpose } = event.payload;
  if (payableType !== "subscription") return;
  const payment = await db.payment.findUnique({ where: { id: paymentId }, select: { paidAt: true } });
  if (!payment) return;
  try {
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`subscription-payment:${paymentId}`}, 0))`;
      if ((await tx.auditLog.count({ where: { action: APPLIED, entityType: "payment", entityId: paymentId } })) > 0) return;
      if (purpose === "subscription") {
        await activateSubscription(tx, payableId, payment.paidAt ?? now());
      } else {
        const sub = await tx.subscription.findUnique({ where: { id: payableId } });
        if (!sub?.currentPeriodEnd) throw new AppError("CONFLICT");
        await renewSubscription(tx, payableId, sub.currentPeriodEnd);
      }
      await writeAudit(tx, { actor: { type: "system" }, action: APPLIED, entityType: "payment", entityId: paymentId, diff: { subscription: payableId, purpose } });
    });
  } catch (e) {
    if (!(e instanceof AppError) || (e.code !== "CONFLICT" && e.code !== "NOT_FOUND")) throw e;
    await db.$transaction((tx) =>
      writeAudit(tx, { actor: { type: "system" }, action: "ops.alert.subscription_payment_unapplied", entityType: "payment", entityId: paymentId, diff: { subscription: payableId, purpose, error: e.code } }),
    );
  }
}

let registered = false;

/** Subscribes vendors to the payment events (server/jobs/handlers.ts). */
export function registerSubscriptionPaymentHandlers(): void {
  if (registered) return;
  registered = true;
  on("PaymentSucceeded", onSucceeded);
}
