import { webhookEndpoints } from "./endpoints";
import { PARTNERS } from "./scope";

// Platform partners' webhook endpoints (docs/webhooks.md): configured by a
// Super Admin only (`webhooks.partners.manage`, no other role holds it);
// they receive every vendor's events.

const e = webhookEndpoints({
  base: "/admin/webhooks",
  tags: ["Admin"],
  who: "Super Admin",
  guard: { permission: "webhooks.partners.manage" },
  scope: async () => PARTNERS,
});

export const listPartnerWebhooks = e.list;
export const createPartnerWebhook = e.create;
export const updatePartnerWebhook = e.update;
export const deletePartnerWebhook = e.remove;
export const rotatePartnerWebhookSecret = e.rotate;
export const testPartnerWebhook = e.test;
export const listPartnerWebhookDeliveries = e.deliveries;
export const resendPartnerWebhookDelivery = e.resend;
