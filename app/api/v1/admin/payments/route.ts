import { routeHandlers } from "@/server/api/route";
import { listAdminPaymentsEndpoint } from "@/server/payments/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listAdminPaymentsEndpoint);
