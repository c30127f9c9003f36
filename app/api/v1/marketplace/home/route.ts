import { marketplaceHome } from "@/server/search/home-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(marketplaceHome);
