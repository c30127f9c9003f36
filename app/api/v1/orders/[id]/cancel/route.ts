import { routeHandlers } from "@/server/api/route";
import { cancelOrderEndpoint } from "@/server/orders/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(cancelOrderEndpoint);
