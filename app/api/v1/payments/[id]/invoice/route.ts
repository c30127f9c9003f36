import { getPaymentInvoiceEndpoint } from "@/server/invoices/api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getPaymentInvoiceEndpoint);
