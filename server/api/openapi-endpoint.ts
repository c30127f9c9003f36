import { defineEndpoint } from "../core/http/endpoint";
import { buildOpenApiDocument } from "./openapi";

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

export const openApiEndpoint = defineEndpoint({
  method: "GET",
  path: "/openapi.json",
  summary: "This API's OpenAPI 3.1 document",
  tags: ["Meta"],
  auth: "public",
  handler: async () => {
    cached ??= buildOpenApiDocument();
    return { status: 200, data: cached, raw: true };
  },
});
