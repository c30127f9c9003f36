import { z } from "zod";
import { ERROR_CATALOGUE } from "../core/errors";
import type { AnyEndpoint } from "../core/http/endpoint";
import { answeredMeta } from "../core/http/meta";
import { BUCKETS } from "../core/rate-limit/buckets";
import { webhookDocs } from "../webhooks/openapi";
import { allEndpoints } from "./registry";

// The OpenAPI 3.1 document, generated from the zod schemas the handlers parse
// with. Named schemas (`.meta({id})`) become components.

type JsonSchema = Record<string, unknown>;
const components: Record<string, JsonSchema> = {};

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  const { $schema: _drop, $defs, ...rest } = json;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[name] = rewriteRefs(def);
  return rewriteRefs(rest);
}

function rewriteRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as T;
}

function parametersOf(endpoint: AnyEndpoint) {
  const params: JsonSchema[] = [];
  const add = (schema: z.ZodType | undefined, where: "query" | "path") => {
    if (!schema) return;
    const json = toSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      const { description, ...propSchema } = prop;
      params.push({ name, in: where, required: where === "path" || (json.required ?? []).includes(name), description, schema: propSchema });
    }
  };
  add(endpoint.params, "path");
  add(endpoint.query, "query");
  if (endpoint.idempotency === "required") {
    params.push({ name: "Idempotency-Key", in: "header", required: true, schema: { type: "string", format: "uuid" }, description: "UUID v4; kept 48 hours" });
  }
  params.push({ name: "Accept-Language", in: "header", required: false, schema: { type: "string", enum: ["ar", "en"], default: "ar" } });
  return params;
}

function successResponse(endpoint: AnyEndpoint) {
  const status = String(endpoint.successStatus ?? 200);
  if (status === "204") return { [status]: { description: "No content" } };
  const data = endpoint.response ? toSchema(endpoint.response, "output") : {};
  const properties: JsonSchema = { data, meta: toSchema(answeredMeta(endpoint.meta), "output") };
  if (endpoint.collection) properties.links = { $ref: "#/components/schemas/Links" };
  return {
    [status]: {
      description: "Success",
      headers: {
        "X-Request-Id": { schema: { type: "string" } },
        "X-RateLimit-Limit": { schema: { type: "integer" } },
        "X-RateLimit-Remaining": { schema: { type: "integer" } },
      },
      content: { "application/json": { schema: { type: "object", properties, required: ["data", "meta"] } } },
    },
  };
}

export function buildOpenApiDocument(serverUrl = "/api/v1") {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints()) {
    const operation: JsonSchema = {
      operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_, c?: string) => (c ?? "").toUpperCase())}`,
      summary: endpoint.summary,
      tags: endpoint.tags,
      security: endpoint.auth === "public" ? [] : [{ bearer: [] }],
      parameters: parametersOf(endpoint),
      responses: {
        ...successResponse(endpoint),
        default: { description: "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } } },
      },
    };
    // Which vendor team roles may call it (docs/vendor-team.md).
    if (endpoint.vendorPermission) operation["x-vendor-permission"] = endpoint.vendorPermission;
    if (endpoint.body) {
      operation.requestBody = { required: true, content: { "application/json": { schema: toSchema(endpoint.body, "input") } } };
    }
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Event Marketplace API",
      version: "1.0.0",
      description:
        "Versioned REST API of the event marketplace. Money is `{amount, currency}` with KWD 3-decimal strings; ids are ULIDs; times are UTC ISO 8601. " +
        `Rate limits: ${Object.entries(BUCKETS).map(([k, b]) => `${k} ${b.points}/${b.duration}s`).join(", ")}.`,
    },
    servers: [{ url: serverUrl }],
    paths,
    // What the marketplace POSTs to registered endpoints (docs/webhooks.md).
    webhooks: webhookDocs((schema) => toSchema(schema, "output")),
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: {
        ...components,
        Links: {
          type: "object",
          properties: { next: { type: ["string", "null"] }, prev: { type: ["string", "null"] } },
          required: ["next", "prev"],
        },
        ErrorEnvelope: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message", "request_id"],
              properties: {
                code: { type: "string", enum: Object.keys(ERROR_CATALOGUE) },
                message: { type: "string", description: "English developer message; clients localize by code" },
                details: {
                  type: ["object", "null"],
                  additionalProperties: { type: "array", items: { type: "string" } },
                  description: "VALIDATION_FAILED only: field -> localized messages",
                },
                request_id: { type: "string" },
              },
            },
          },
        },
      },
    },
  };
}
