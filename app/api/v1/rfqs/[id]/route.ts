import { routeHandlers } from "@/server/api/route";
import { getCatalogRfqEndpoint } from "@/server/rfq/rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getCatalogRfqEndpoint);
