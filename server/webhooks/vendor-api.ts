import { assertWholeVendor } from "../branches/scope";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { webhookEndpoints } from "./endpoints";
import { vendorScope } from "./scope";

// A vendor's own webhook endpoints (docs/webhooks.md): owner and managers
// (`webhooks.manage`); they receive only this vendor's events. A setting of the
// whole vendor: 404 to a member limited to branches (docs/vendor-team.md).

const e = webhookEndpoints({
  base: "/vendors/me/webhooks",
  tags: ["Vendors"],
  who: "webhooks.manage",
  guard: { vendorPermission: "webhooks.manage" },
  scope: async (ctx) => {
    const vendorId = await currentVendorId(ctx, "webhooks.manage");
    await assertWholeVendor(vendorId, ctx.userId);
    return vendorScope(vendorId);
  },
});

export const listVendorWebhooks = e.list;
export const createVendorWebhook = e.create;
export const updateVendorWebhook = e.update;
export const deleteVendorWebhook = e.remove;
export const rotateVendorWebhookSecret = e.rotate;
export const testVendorWebhook = e.test;
export const listVendorWebhookDeliveries = e.deliveries;
export const resendVendorWebhookDelivery = e.resend;
