import { routeHandlers } from "@/server/api/route";
import { listPartnerWebhooks, createPartnerWebhook } from "@/server/webhooks/admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listPartnerWebhooks, createPartnerWebhook);
