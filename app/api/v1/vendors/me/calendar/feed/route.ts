import { routeHandlers } from "@/server/api/route";
import { revokeFeedEndpoint, rotateFeedEndpoint } from "@/server/availability/ical-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(rotateFeedEndpoint, revokeFeedEndpoint);
