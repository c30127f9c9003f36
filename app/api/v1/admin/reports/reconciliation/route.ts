import { routeHandlers } from "@/server/api/route";
import { getReconciliationEndpoint } from "@/server/finance/reconciliation-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getReconciliationEndpoint);
