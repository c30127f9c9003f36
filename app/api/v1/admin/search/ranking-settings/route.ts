import { adminGetRankingSettings, adminUpdateRankingSettings } from "@/server/search/ranking-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetRankingSettings, adminUpdateRankingSettings);
