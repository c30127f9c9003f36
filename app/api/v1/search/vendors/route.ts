import { searchVendorsEndpoint } from "@/server/search/api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(searchVendorsEndpoint);
