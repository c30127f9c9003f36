import { routeHandlers } from "@/server/api/route";
import { cancelQuotationRequestEndpoint } from "@/server/rfq/rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(cancelQuotationRequestEndpoint);
