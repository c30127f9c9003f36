import { routeHandlers } from "@/server/api/route";
import { calendarFeedEndpoint } from "@/server/availability/ical-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(calendarFeedEndpoint);
