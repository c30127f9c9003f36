import { routeHandlers } from "@/server/api/route";
import { getPaymentDriverEndpoint, switchPaymentDriverEndpoint } from "@/server/payments/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getPaymentDriverEndpoint, switchPaymentDriverEndpoint);
