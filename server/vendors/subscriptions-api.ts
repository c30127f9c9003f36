import { defineEndpoint } from "../core/http/endpoint";
import { created, ok } from "../core/http/envelope";
import { getMySubscription, subscribe, subscribeBody, subscriptionOverviewSchema, updateMySubscription, updateSubscriptionBody } from "./subscriptions";

// The vendor's own subscription. Only endpoints are exported (server/api/registry.ts).

export const subscribeEndpoint = defineEndpoint({
  method: "POST",
  path: "/subscriptions",
  summary:
    "Subscribe, upgrade or downgrade (vendor owner; `Idempotency-Key` required). A paid plan answers 201 with `pending_change` " +
    "of type `payment_pending`: the subscription waits in `pending_payment` until paid. To pay, the client then calls " +
    "POST /payments/intents {purpose: subscription, payable_type: subscription, payable_id, amount: the plan price}, whose answer carries the hosted page " +
    "(`payment_url` here stays null: vendors sit below payments). Free answers 200 with a `downgrade` scheduled at the end of the paid period. " +
    "The current plan again: 409.",
  tags: ["Vendors"],
  auth: "user",
  body: subscribeBody,
  response: subscriptionOverviewSchema,
  successStatus: 201,
  idempotency: "required",
  handler: async ({ body, ctx }) => {
    const result = await subscribe(body, ctx);
    return result.created ? created(result.overview, "/api/v1/subscriptions/me") : ok(result.overview);
  },
});

export const getMySubscriptionEndpoint = defineEndpoint({
  method: "GET",
  path: "/subscriptions/me",
  summary: "The vendor's current subscription, a pending change, this month's quota usage (Asia/Kuwait) and team size (any member)",
  tags: ["Vendors"],
  auth: "user",
  response: subscriptionOverviewSchema,
  handler: async ({ ctx }) => ok(await getMySubscription(ctx)),
});

export const updateMySubscriptionEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/subscriptions/me",
  summary: "Toggle auto-renew or cancel at period end of the current paid subscription (vendor owner; 409 on Free)",
  tags: ["Vendors"],
  auth: "user",
  body: updateSubscriptionBody,
  response: subscriptionOverviewSchema,
  handler: async ({ body, ctx }) => ok(await updateMySubscription(body, ctx)),
});
