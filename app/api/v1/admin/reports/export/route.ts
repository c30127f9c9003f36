import { routeHandlers } from "@/server/api/route";
import { exportReportEndpoint } from "@/server/finance/reports-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(exportReportEndpoint);
