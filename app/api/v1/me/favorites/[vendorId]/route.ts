import { routeHandlers } from "@/server/api/route";
import { getMyFavorite, saveMyFavorite, unsaveMyFavorite } from "@/server/search/favorites-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getMyFavorite, saveMyFavorite, unsaveMyFavorite);
