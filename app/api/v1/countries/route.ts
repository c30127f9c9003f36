import { listCountriesEndpoint } from "@/server/catalog/api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listCountriesEndpoint);
