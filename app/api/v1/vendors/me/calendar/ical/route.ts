import { routeHandlers } from "@/server/api/route";
import { getCalendarSyncEndpoint } from "@/server/availability/ical-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getCalendarSyncEndpoint);
