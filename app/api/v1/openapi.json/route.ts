import { openApiEndpoint } from "@/server/api/openapi-endpoint";
import { routeHandlers } from "@/server/core/http/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeHandlers(openApiEndpoint);
