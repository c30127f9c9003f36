import { routeHandlers } from "@/server/api/route";
import { confirmTotpEndpoint } from "@/server/identity/two-factor-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(confirmTotpEndpoint);
