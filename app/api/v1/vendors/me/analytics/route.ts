import { routeHandlers } from "@/server/api/route";
import { analyticsEndpoint } from "@/server/vendors/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(analyticsEndpoint);
