import { adminDeletePlan, adminGetPlan, adminUpdatePlan } from "@/server/vendors/plans-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetPlan, adminUpdatePlan, adminDeletePlan);
