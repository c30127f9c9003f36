import { adminGetFeaturedSettings, adminUpdateFeaturedSettings } from "@/server/search/featured-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetFeaturedSettings, adminUpdateFeaturedSettings);
