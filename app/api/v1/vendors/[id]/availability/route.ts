import { routeHandlers } from "@/server/api/route";
import { getPublicAvailabilityEndpoint } from "@/server/availability/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getPublicAvailabilityEndpoint);
