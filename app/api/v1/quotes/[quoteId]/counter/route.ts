import { routeHandlers } from "@/server/api/route";
import { counterQuoteEndpoint } from "@/server/rfq/quote-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(counterQuoteEndpoint);
