import { routeHandlers } from "@/server/api/route";
import { acceptOrderEndpoint } from "@/server/orders/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(acceptOrderEndpoint);
