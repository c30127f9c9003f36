import { routeHandlers } from "@/server/core/http/route";
import { listMyFavorites } from "@/server/search/favorites-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listMyFavorites);
