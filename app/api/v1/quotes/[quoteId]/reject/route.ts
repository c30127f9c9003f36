import { routeHandlers } from "@/server/api/route";
import { rejectQuoteEndpoint } from "@/server/rfq/accept-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(rejectQuoteEndpoint);
