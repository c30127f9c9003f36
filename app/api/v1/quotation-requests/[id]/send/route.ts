import { routeHandlers } from "@/server/api/route";
import { sendQuotationRequestEndpoint } from "@/server/rfq/rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(sendQuotationRequestEndpoint);
