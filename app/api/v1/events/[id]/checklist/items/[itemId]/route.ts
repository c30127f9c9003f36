import { routeHandlers } from "@/server/api/route";
import { updateChecklistItemEndpoint, deleteChecklistItemEndpoint } from "@/server/planner/checklist/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(updateChecklistItemEndpoint, deleteChecklistItemEndpoint);
