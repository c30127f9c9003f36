import { routeHandlers } from "@/server/api/route";
import { updatePartnerWebhook, deletePartnerWebhook } from "@/server/webhooks/admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(updatePartnerWebhook, deletePartnerWebhook);
