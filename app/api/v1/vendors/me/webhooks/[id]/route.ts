import { routeHandlers } from "@/server/api/route";
import { updateVendorWebhook, deleteVendorWebhook } from "@/server/webhooks/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(updateVendorWebhook, deleteVendorWebhook);
