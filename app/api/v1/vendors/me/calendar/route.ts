import { routeHandlers } from "@/server/api/route";
import { getCalendarEndpoint } from "@/server/availability/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getCalendarEndpoint);
