import { routeHandlers } from "@/server/api/route";
import { rotatePartnerWebhookSecret } from "@/server/webhooks/admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(rotatePartnerWebhookSecret);
