import { routeHandlers } from "@/server/api/route";
import { getBudgetEndpoint, putBudgetEndpoint } from "@/server/planner/budget/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getBudgetEndpoint, putBudgetEndpoint);
