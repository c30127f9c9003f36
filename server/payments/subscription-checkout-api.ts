import { defineEndpoint } from "../core/http/endpoint";
import { created, ok } from "../core/http/envelope";
import { subscribeBody, subscriptionOverviewSchema } from "../vendors/subscriptions";
import { subscribeAndPay } from "./subscribe-and-pay";

// POST /subscriptions lives here, above vendors, because a paid plan's answer
// carries the payment's hosted page (docs/payments.md "Paying (intents)").

export const subscribeEndpoint = defineEndpoint({
  method: "POST",
  path: "/subscriptions",
  summary:
    "Subscribe, upgrade or downgrade (vendor owner; `Idempotency-Key` required). A paid plan answers 201 with `pending_change` " +
    "of type `payment_pending` and its `payment_url` (the hosted payment page): the subscription waits in `pending_payment` until paid. " +
    "When the provider is down `payment_url` is null and the client pays later through POST /payments/intents {purpose: subscription}. " +
    "Free answers 200 with a `downgrade` scheduled at the end of the paid period. The current plan again: 409.",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "subscription.manage",
  body: subscribeBody,
  response: subscriptionOverviewSchema,
  successStatus: 201,
  idempotency: "required",
  handler: async ({ body, ctx }) => {
    const result = await subscribeAndPay(body, ctx);
    return result.created ? created(result.overview, "/api/v1/subscriptions/me") : ok(result.overview);
  },
});
