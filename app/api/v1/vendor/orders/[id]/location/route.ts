import { routeHandlers } from "@/server/api/route";
import { orderLocationEndpoint } from "@/server/orders/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(orderLocationEndpoint);
