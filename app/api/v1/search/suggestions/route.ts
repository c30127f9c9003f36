import { routeHandlers } from "@/server/api/route";
import { searchSuggestions } from "@/server/search/suggestions-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(searchSuggestions);
