import { routeHandlers } from "@/server/api/route";
import { deleteBudgetLineEndpoint, updateBudgetLineEndpoint } from "@/server/planner/budget/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(updateBudgetLineEndpoint, deleteBudgetLineEndpoint);
