import { adminGetFeaturedSettings, adminUpdateFeaturedSettings } from "@/server/search/featured-api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetFeaturedSettings, adminUpdateFeaturedSettings);
