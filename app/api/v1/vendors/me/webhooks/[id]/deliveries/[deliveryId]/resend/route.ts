import { routeHandlers } from "@/server/api/route";
import { resendVendorWebhookDelivery } from "@/server/webhooks/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(resendVendorWebhookDelivery);
