import { routeHandlers } from "@/server/api/route";
import { adminGetRfqEndpoint } from "@/server/rfq/admin-rfq-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(adminGetRfqEndpoint);
