import { routeHandlers } from "@/server/api/route";
import { getFavoriteEndpoint, saveFavoriteEndpoint, unsaveFavoriteEndpoint } from "@/server/search/favorites-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getFavoriteEndpoint, saveFavoriteEndpoint, unsaveFavoriteEndpoint);
