import { openApiEndpoint } from "./openapi-endpoint";
import { allEndpoints } from "./registry";
import { createRouter, type Router } from "./router";

let router: Router | undefined;

/** Every /api/v1 endpoint: the registry's and the OpenAPI document (served, not listed in itself). */
export function apiRouter(): Router {
  router ??= createRouter([...allEndpoints(), openApiEndpoint]);
  return router;
}
