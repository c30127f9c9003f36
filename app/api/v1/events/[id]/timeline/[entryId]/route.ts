import { routeHandlers } from "@/server/api/route";
import { updateTimelineEntryEndpoint, deleteTimelineEntryEndpoint } from "@/server/planner/timeline/timeline-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(updateTimelineEntryEndpoint, deleteTimelineEntryEndpoint);
