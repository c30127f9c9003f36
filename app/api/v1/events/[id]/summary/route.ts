import { routeHandlers } from "@/server/api/route";
import { eventSummaryEndpoint } from "@/server/planner/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(eventSummaryEndpoint);
