import { routeHandlers } from "@/server/api/route";
import { applyChecklistTemplateEndpoint } from "@/server/planner/checklist/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(applyChecklistTemplateEndpoint);
