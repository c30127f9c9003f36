import { routeHandlers } from "@/server/api/route";
import { issueRefundEndpoint, listRefundsEndpoint } from "@/server/payments/refunds/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(listRefundsEndpoint, issueRefundEndpoint);
