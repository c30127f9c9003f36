import { routeHandlers } from "@/server/api/route";
import { getRefundEndpoint } from "@/server/payments/refunds/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getRefundEndpoint);
