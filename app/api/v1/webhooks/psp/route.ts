import { routeHandlers } from "@/server/api/route";
import { pspWebhookEndpoint } from "@/server/payments/webhooks-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(pspWebhookEndpoint);
