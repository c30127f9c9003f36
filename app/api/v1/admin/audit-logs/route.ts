import { adminListAuditLogs } from "@/server/audit/api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminListAuditLogs);
