import { routeHandlers } from "@/server/api/route";
import { resolveFlagEndpoint } from "@/server/payments/flag-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(resolveFlagEndpoint);
