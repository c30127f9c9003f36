import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { getMySubscription, subscriptionOverviewSchema, updateMySubscription, updateSubscriptionBody } from "./subscriptions";

// The vendor's own subscription. Only endpoints are exported (server/api/registry.ts).
// POST /subscriptions is server/payments/subscription-checkout-api.ts (it opens the payment).

export const getMySubscriptionEndpoint = defineEndpoint({
  method: "GET",
  path: "/subscriptions/me",
  summary: "The vendor's current subscription, a pending change, this month's quota usage (Asia/Kuwait) and team size (any member)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.view",
  response: subscriptionOverviewSchema,
  handler: async ({ ctx }) => ok(await getMySubscription(ctx)),
});

export const updateMySubscriptionEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/subscriptions/me",
  summary: "Toggle auto-renew or cancel at period end of the current paid subscription (vendor owner; 409 on Free)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "subscription.manage",
  body: updateSubscriptionBody,
  response: subscriptionOverviewSchema,
  handler: async ({ body, ctx }) => ok(await updateMySubscription(body, ctx)),
});
