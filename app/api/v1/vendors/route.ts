import { routeHandlers } from "@/server/api/route";
import { applyEndpoint } from "@/server/vendors/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(applyEndpoint);
