import { routeHandlers } from "@/server/api/route";
import { createCatalogRfqEndpoint, listCatalogRfqsEndpoint } from "@/server/rfq/rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(createCatalogRfqEndpoint, listCatalogRfqsEndpoint);
