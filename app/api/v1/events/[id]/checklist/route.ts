import { routeHandlers } from "@/server/api/route";
import { getChecklistEndpoint } from "@/server/planner/checklist/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getChecklistEndpoint);
