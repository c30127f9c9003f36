import { routeHandlers } from "@/server/api/route";
import { getOrderEndpoint } from "@/server/orders/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getOrderEndpoint);
