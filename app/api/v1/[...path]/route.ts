import { apiRouter } from "@/server/api/api-router";
import { routeModule } from "@/server/api/router";

// Every /api/v1 request: the registry's endpoint for its method and path, a 405 or a JSON 404
// (server/api/router.ts).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeModule(apiRouter);
