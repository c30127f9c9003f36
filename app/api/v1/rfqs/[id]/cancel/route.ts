import { routeHandlers } from "@/server/api/route";
import { cancelCatalogRfqEndpoint } from "@/server/rfq/rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(cancelCatalogRfqEndpoint);
