import { routeHandlers } from "@/server/api/route";
import { listRfqQuotationsEndpoint } from "@/server/rfq/quote-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listRfqQuotationsEndpoint);
