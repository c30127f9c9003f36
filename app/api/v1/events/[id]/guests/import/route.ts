import { routeHandlers } from "@/server/api/route";
import { importGuestsEndpoint } from "@/server/planner/guests/guests-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(importGuestsEndpoint);
