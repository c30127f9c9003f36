import { routeHandlers } from "@/server/api/route";
import { removeImportEndpoint } from "@/server/availability/ical-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(removeImportEndpoint);
