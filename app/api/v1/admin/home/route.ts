import { routeHandlers } from "@/server/api/route";
import { adminHomeEndpoint } from "@/server/home/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminHomeEndpoint);
