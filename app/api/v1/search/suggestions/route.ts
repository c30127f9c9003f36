import { routeHandlers } from "@/server/core/http/route";
import { searchSuggestions } from "@/server/search/suggestions-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(searchSuggestions);
