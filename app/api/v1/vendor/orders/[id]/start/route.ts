import { routeHandlers } from "@/server/api/route";
import { startOrderEndpoint } from "@/server/orders/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(startOrderEndpoint);
