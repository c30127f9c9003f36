import { openApiEndpoint } from "@/server/api/openapi-endpoint";
import { routeHandlers } from "@/server/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(openApiEndpoint);
