import { subscribeEndpoint } from "@/server/vendors/subscriptions-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(subscribeEndpoint);
