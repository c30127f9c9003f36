import { routeHandlers } from "@/server/api/route";
import { vendorCancelOrderEndpoint } from "@/server/orders/vendor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(vendorCancelOrderEndpoint);
