import { routeHandlers } from "@/server/api/route";
import { markRefundProcessedEndpoint } from "@/server/payments/refunds/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(markRefundProcessedEndpoint);
