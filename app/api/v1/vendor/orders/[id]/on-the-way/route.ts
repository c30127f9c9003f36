import { routeHandlers } from "@/server/api/route";
import { onTheWayOrderEndpoint } from "@/server/orders/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(onTheWayOrderEndpoint);
