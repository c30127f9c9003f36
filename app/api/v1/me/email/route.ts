import { startEmailChangeEndpoint } from "@/server/identity/password-api";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(startEmailChangeEndpoint);
