import { routeHandlers } from "@/server/api/route";
import { listMyPaymentsEndpoint } from "@/server/payments/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listMyPaymentsEndpoint);
