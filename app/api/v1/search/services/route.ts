import { routeHandlers } from "@/server/core/http/route";
import { searchServicesEndpoint } from "@/server/search/service-search-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(searchServicesEndpoint);
