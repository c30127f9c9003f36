import { routeHandlers } from "@/server/api/route";
import { searchServicesEndpoint } from "@/server/search/service-search-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(searchServicesEndpoint);
