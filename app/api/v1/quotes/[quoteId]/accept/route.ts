import { routeHandlers } from "@/server/api/route";
import { acceptQuoteEndpoint } from "@/server/rfq/accept-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(acceptQuoteEndpoint);
