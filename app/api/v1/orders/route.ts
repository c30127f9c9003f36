import { routeHandlers } from "@/server/api/route";
import { createOrderEndpoint, listOrdersEndpoint } from "@/server/orders/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(createOrderEndpoint, listOrdersEndpoint);
