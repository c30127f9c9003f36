import { routeHandlers } from "@/server/api/route";
import { runReconciliationEndpoint } from "@/server/finance/reconciliation-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(runReconciliationEndpoint);
