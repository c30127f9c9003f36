import { routeHandlers } from "@/server/api/route";
import { createIntentEndpoint } from "@/server/payments/api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(createIntentEndpoint);
