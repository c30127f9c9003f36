import { currentVendorId } from "../identity/current-vendor";
import { webhookEndpoints } from "./endpoints";
import { vendorScope } from "./scope";

// A vendor's own webhook endpoints (docs/webhooks.md): owner and managers
// (`webhooks.manage`); they receive only this vendor's events.

const e = webhookEndpoints({
  base: "/vendors/me/webhooks",
  tags: ["Vendors"],
  who: "webhooks.manage",
  guard: { vendorPermission: "webhooks.manage" },
  scope: async (ctx) => vendorScope(await currentVendorId(ctx, "webhooks.manage")),
});

export const listVendorWebhooks = e.list;
export const createVendorWebhook = e.create;
export const updateVendorWebhook = e.update;
export const deleteVendorWebhook = e.remove;
export const rotateVendorWebhookSecret = e.rotate;
export const testVendorWebhook = e.test;
export const listVendorWebhookDeliveries = e.deliveries;
export const resendVendorWebhookDelivery = e.resend;
