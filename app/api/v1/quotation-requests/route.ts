import { routeHandlers } from "@/server/api/route";
import { listQuotationRequestsEndpoint } from "@/server/rfq/rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listQuotationRequestsEndpoint);
