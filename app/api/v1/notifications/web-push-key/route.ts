import { webPushKeyEndpoint } from "@/server/notifications/api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(webPushKeyEndpoint);
