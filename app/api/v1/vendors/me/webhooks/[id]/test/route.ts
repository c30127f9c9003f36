import { routeHandlers } from "@/server/api/route";
import { testVendorWebhook } from "@/server/webhooks/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(testVendorWebhook);
