import { marketplaceHome } from "@/server/search/home-api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(marketplaceHome);
