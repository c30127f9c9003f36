import { routeHandlers } from "@/server/api/route";
import { getPaymentEndpoint } from "@/server/payments/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getPaymentEndpoint);
