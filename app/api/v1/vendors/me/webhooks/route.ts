import { routeHandlers } from "@/server/api/route";
import { listVendorWebhooks, createVendorWebhook } from "@/server/webhooks/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listVendorWebhooks, createVendorWebhook);
