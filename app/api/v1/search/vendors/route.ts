import { searchVendorsEndpoint } from "@/server/search/api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(searchVendorsEndpoint);
