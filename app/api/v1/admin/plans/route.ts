import { adminCreatePlan, adminListPlans } from "@/server/vendors/plans-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminListPlans, adminCreatePlan);
