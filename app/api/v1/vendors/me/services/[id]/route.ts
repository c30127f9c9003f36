import { getOwnServiceEndpoint, updateServiceEndpoint, archiveServiceEndpoint } from "@/server/catalog/services-api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getOwnServiceEndpoint, updateServiceEndpoint, archiveServiceEndpoint);
