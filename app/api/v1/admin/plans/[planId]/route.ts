import { adminDeletePlan, adminGetPlan, adminUpdatePlan } from "@/server/vendors/plans-api";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetPlan, adminUpdatePlan, adminDeletePlan);
