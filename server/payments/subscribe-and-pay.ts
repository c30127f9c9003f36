import type { z } from "zod";
import { AppError } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { subscribe, type subscribeBody } from "../vendors/subscriptions";
import { createPayment } from "./create-payment";

// POST /subscriptions: the vendors module records the plan change; for a
// paid plan this opens the payment of the new pending_payment subscription
// at once, so the answer carries the hosted page (`pending_change.payment_url`).
// When the provider is down the subscription still waits in pending_payment
// with payment_url null, and the client pays later through POST /payments/intents.

type Subscribed = Awaited<ReturnType<typeof subscribe>>;

export async function subscribeAndPay(input: z.output<typeof subscribeBody>, ctx: RequestContext): Promise<Subscribed> {
  const result = await subscribe(input, ctx);
  const pending = result.overview.pending_change;
  if (!result.created || pending?.type !== "payment_pending" || !pending.subscription_id) return result;
  try {
    const payment = await createPayment({ type: "subscription", id: pending.subscription_id, purpose: "subscription" }, ctx);
    return { ...result, overview: { ...result.overview, pending_change: { ...pending, payment_url: payment.payment_url } } };
  } catch (e) {
    if (e instanceof AppError && e.code === "PAYMENT_PROVIDER_UNAVAILABLE") return result;
    throw e;
  }
}
