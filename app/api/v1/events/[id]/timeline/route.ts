import { routeHandlers } from "@/server/api/route";
import { listTimelineEndpoint, createTimelineEntryEndpoint } from "@/server/planner/timeline/timeline-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listTimelineEndpoint, createTimelineEntryEndpoint);
