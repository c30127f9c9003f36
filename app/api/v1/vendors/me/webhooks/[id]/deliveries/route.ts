import { routeHandlers } from "@/server/api/route";
import { listVendorWebhookDeliveries } from "@/server/webhooks/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listVendorWebhookDeliveries);
