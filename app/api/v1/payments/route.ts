import { routeHandlers } from "@/server/api/route";
import { createPaymentEndpoint, listPayablePaymentsEndpoint } from "@/server/payments/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(createPaymentEndpoint, listPayablePaymentsEndpoint);
