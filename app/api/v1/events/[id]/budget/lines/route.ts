import { routeHandlers } from "@/server/api/route";
import { addBudgetLineEndpoint } from "@/server/planner/budget/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(addBudgetLineEndpoint);
