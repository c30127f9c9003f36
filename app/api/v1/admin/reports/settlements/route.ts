import { routeHandlers } from "@/server/api/route";
import { settlementReportEndpoint } from "@/server/finance/settlements-admin-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(settlementReportEndpoint);
