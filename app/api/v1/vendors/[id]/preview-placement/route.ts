import { routeHandlers } from "@/server/api/route";
import { previewPlacementEndpoint } from "@/server/search/placement-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(previewPlacementEndpoint);
