import { routeHandlers } from "@/server/api/route";
import { adminListOrdersEndpoint } from "@/server/orders/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminListOrdersEndpoint);
