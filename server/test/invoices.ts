import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import type { Payment } from "@/server/core/db/generated/client";
import { newId } from "@/server/core/ids";
import { formatAmount } from "@/server/core/money";
import { applyOutcome, type Outcome } from "@/server/payments/apply-outcome";
import { bookedRfq } from "./bookings";
import { setPlan, vendorOnFree } from "./subscriptions";

// Payments for the invoice tests: pending rows made directly (what a started
// checkout leaves), paid through applyOutcome as a verified webhook would.

type Payable = { payableType: "booking" | "subscription"; payableId: string; purpose: string; payerUserId: string; vendorId: string; amount: string };

export async function pendingPayment(payable: Payable): Promise<Payment> {
  return db.payment.create({
    data: {
      id: newId(),
      ...payable,
      status: "pending",
      provider: "sandbox",
      providerSessionId: `sbx_${newId()}`,
      paymentUrl: "http://localhost:3000/ar/sandbox-pay/test",
      expiresAt: new Date(now().getTime() + 60 * 60_000),
      createdAt: now(),
    },
  });
}

/** A pending booking and `count` pending deposit payments of it (the booking itself is not what is counted here). */
export async function pendingDeposits(count: number, amount?: string) {
  const setup = await bookedRfq();
  const payable = {
    payableType: "booking" as const,
    payableId: setup.bookingId,
    purpose: "booking_deposit",
    payerUserId: setup.buyer.id,
    vendorId: setup.booking.vendorId,
    amount: amount ?? formatAmount(setup.booking.depositDue),
  };
  const payments: Payment[] = [];
  for (let i = 0; i < count; i++) payments.push(await pendingPayment(payable));
  return { ...setup, payments };
}

/** A vendor on Basic with a pending plan payment by its owner. */
export async function pendingPlanPayment() {
  const { vendorId, owner } = await vendorOnFree();
  await setPlan(vendorId, "basic");
  const sub = await db.subscription.findFirstOrThrow({ where: { vendorId, status: "active" }, include: { plan: true } });
  const payment = await pendingPayment({
    payableType: "subscription",
    payableId: sub.id,
    purpose: "subscription",
    payerUserId: owner.id,
    vendorId,
    amount: formatAmount(sub.plan.priceMonthly),
  });
  return { vendorId, owner, payment };
}

export function paidOutcome(p: Payment, paidAt: Date = now()): Outcome {
  return {
    status: "paid",
    amount: formatAmount(p.amount),
    currency: p.currency,
    method: "knet",
    providerRef: `ref_${p.id}`,
    paidAt,
    fee: null,
    failureReason: null,
  };
}

/** Pays it through the payment machine (the invoice is issued in that transaction). */
export async function pay(p: Payment, paidAt?: Date) {
  const applied = await applyOutcome(p.id, paidOutcome(p, paidAt), "webhook");
  if (applied !== "paid") throw new Error(`payment ${p.id}: ${applied}`);
  return db.financeDocument.findFirstOrThrow({ where: { paymentId: p.id, kind: "invoice" } });
}
