import { routeHandlers } from "@/server/api/route";
import { getSandboxSessionEndpoint } from "@/server/payments/sandbox-api";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(getSandboxSessionEndpoint);
