import { routeHandlers } from "@/server/api/route";
import { addChecklistItemEndpoint } from "@/server/planner/checklist/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(addChecklistItemEndpoint);
