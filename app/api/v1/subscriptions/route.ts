import { subscribeEndpoint } from "@/server/payments/subscription-checkout-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(subscribeEndpoint);
