import { routeHandlers } from "@/server/api/route";
import { getQuotationRequestEndpoint, updateQuotationRequestEndpoint } from "@/server/rfq/rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getQuotationRequestEndpoint, updateQuotationRequestEndpoint);
