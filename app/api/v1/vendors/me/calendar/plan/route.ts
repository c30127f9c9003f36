import { routeHandlers } from "@/server/api/route";
import { setPlanEndpoint } from "@/server/availability/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(setPlanEndpoint);
