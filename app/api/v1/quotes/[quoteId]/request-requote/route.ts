import { routeHandlers } from "@/server/api/route";
import { requestRequoteEndpoint } from "@/server/rfq/quote-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(requestRequoteEndpoint);
