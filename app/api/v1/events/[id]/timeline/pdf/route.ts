import { routeHandlers } from "@/server/api/route";
import { timelinePdfEndpoint } from "@/server/invoices/timeline-pdf-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(timelinePdfEndpoint);
