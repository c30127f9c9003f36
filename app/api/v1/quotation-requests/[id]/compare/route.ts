import { routeHandlers } from "@/server/api/route";
import { compareQuotationRequestEndpoint } from "@/server/rfq/quote-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(compareQuotationRequestEndpoint);
