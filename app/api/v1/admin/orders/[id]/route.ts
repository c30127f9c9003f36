import { routeHandlers } from "@/server/api/route";
import { adminGetOrderEndpoint } from "@/server/orders/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetOrderEndpoint);
