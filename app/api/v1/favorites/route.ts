import { routeHandlers } from "@/server/api/route";
import { listFavoritesEndpoint } from "@/server/search/favorites-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listFavoritesEndpoint);
