import { z } from "zod";
import { ERROR_CATALOGUE } from "../core/errors";
import type { AnyEndpoint } from "../core/http/endpoint";
import { answeredMeta } from "../core/http/meta";
import { BUCKETS } from "../core/rate-limit/buckets";
import { WEBHOOK_SECURITY_SCHEME, webhookDocs } from "../webhooks/openapi";
import { markDeprecatedFields, operationDeprecation } from "./openapi-deprecation";
import { describeOperation } from "./openapi-description";
import { DEFAULT_ERROR_RESPONSE, errorResponseComponents, errorResponsesOf } from "./openapi-errors";
import { tagObjects, WEBHOOK_TAG } from "./openapi-tags";
import { allEndpoints } from "./registry";

// The OpenAPI 3.1 document, generated from the zod schemas the handlers parse
// with. Named schemas (`.meta({id})`) become components. `npm run openapi:lint`
// holds it to Redocly's and Spectral's rules (docs/openapi.md).

type JsonSchema = Record<string, unknown>;
/** The named schemas met while building one document. */
let components: Record<string, JsonSchema> = {};

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  const { $schema: _drop, $defs, ...rest } = json;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) components[name] = tidy(def);
  return tidy(rest);
}

function tidy<T>(value: T): T {
  return closeEnumRecords(JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as T);
}

/**
 * A zod record with enum keys comes out as `propertyNames` + `required`,
 * which requires properties the schema never defines (tools read it as an
 * error): the same object with every key spelt out as a property says it plainly.
 */
function closeEnumRecords<T>(value: T): T {
  if (Array.isArray(value)) return value.map(closeEnumRecords) as T;
  if (value === null || typeof value !== "object") return value;
  const node = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, closeEnumRecords(v)])) as JsonSchema;
  const keys = (node.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (node.type === "object" && !node.properties && Array.isArray(keys) && keys.every((k) => typeof k === "string")) {
    const { propertyNames: _keys, additionalProperties: each, ...rest } = node;
    const item = typeof each === "object" && each !== null ? each : {};
    return { ...rest, properties: Object.fromEntries((keys as string[]).map((k) => [k, item])), additionalProperties: false } as T;
  }
  return node as T;
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

const SUCCESS_TEXT: Record<string, string> = { "200": "OK", "201": "Created", "202": "Accepted: finishes in the background", "204": "No content" };

/** The headers every answer of a deprecated operation carries (server/core/http/deprecation.ts). */
function deprecationHeaders(endpoint: AnyEndpoint): Record<string, JsonSchema> {
  const d = endpoint.deprecated;
  if (!d) return {};
  return {
    Deprecation: {
      required: true,
      description: `When the operation was deprecated (RFC 9745): \`@\` and Unix seconds of ${d.since}`,
      schema: { type: "string" },
    },
    Sunset: { required: true, description: `When it stops answering (RFC 8594), as an HTTP date: ${d.sunset}`, schema: { type: "string" } },
    Link: {
      required: !!d.replacement,
      description: `The replacement, \`rel="successor-version"\`${d.replacement ? `: ${d.replacement}` : " (when one is named)"}`,
      schema: { type: "string" },
    },
  };
}

function successResponse(endpoint: AnyEndpoint) {
  const status = String(endpoint.successStatus ?? 200);
  const headers: Record<string, JsonSchema> = {
    "X-Request-Id": { description: "The request's id, also in `meta.request_id`", schema: { type: "string" } },
    ...deprecationHeaders(endpoint),
  };
  if (status === "204") return { [status]: { description: SUCCESS_TEXT[status], headers } };
  const data = endpoint.response ? toSchema(endpoint.response, "output") : {};
  const properties: JsonSchema = { data, meta: toSchema(answeredMeta(endpoint.meta), "output") };
  if (endpoint.collection) properties.links = { $ref: "#/components/schemas/Links" };
  return {
    [status]: {
      description: SUCCESS_TEXT[status] ?? "Success",
      headers: {
        ...headers,
        "X-RateLimit-Limit": { description: "The limit of the bucket closest to refusing", schema: { type: "integer" } },
        "X-RateLimit-Remaining": { description: "What is left of it", schema: { type: "integer" } },
      },
      content: { "application/json": { schema: { type: "object", properties, required: ["data", "meta"] } } },
    },
  };
}

/** `GET /categories/{slug}` -> `getCategoriesSlug` (the generated client types name operations by it). */
export const operationIdOf = (endpoint: AnyEndpoint) =>
  `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_, c?: string) => (c ?? "").toUpperCase())}`;

/** One endpoint's operation object. */
export function operationOf(endpoint: AnyEndpoint): JsonSchema {
  const operation: JsonSchema = {
    operationId: operationIdOf(endpoint),
    summary: endpoint.summary,
    description: describeOperation(endpoint),
    tags: endpoint.tags,
    ...operationDeprecation(endpoint.deprecated),
    security: endpoint.auth === "public" ? [] : [{ bearer: [] }],
    parameters: parametersOf(endpoint),
    responses: { ...successResponse(endpoint), ...errorResponsesOf(endpoint), default: DEFAULT_ERROR_RESPONSE },
  };
  // Which vendor team roles may call it (docs/vendor-team.md).
  if (endpoint.vendorPermission) operation["x-vendor-permission"] = endpoint.vendorPermission;
  if (endpoint.body) {
    operation.requestBody = { required: true, content: { "application/json": { schema: toSchema(endpoint.body, "input") } } };
  }
  return operation;
}

const INFO_DESCRIPTION = [
  "Versioned REST API of the event marketplace, used by its web portals and mobile apps. " +
    "Money is `{amount, currency}` with KWD 3-decimal strings; ids are ULIDs; times are UTC ISO 8601. " +
    "Send `Accept-Language: ar` or `en` (Arabic by default) for names and messages in that language.",
  "A success carries the result in `data` and the request id in `meta`; collections add `links`. " +
    "An error carries `error.code` (stable; see `ErrorEnvelope`), an English developer `message` and the `request_id`. " +
    "Each operation lists the error statuses it can answer and the codes each may carry.",
  "Signed-in operations take `Authorization: Bearer` with an access token from `POST /auth/login` or the phone code flow. " +
    "A staff account that has not turned on two-step verification gets 403 `AUTH_TWO_FACTOR_ENROLLMENT_REQUIRED` everywhere but its enrollment.",
  `Rate-limit buckets (requests per window in seconds): ${Object.entries(BUCKETS)
    .map(([k, b]) => `${k} ${b.points}/${b.duration}s`)
    .join(", ")}. ` +
    "Every answer reports the bucket closest to refusing in `X-RateLimit-Limit` and `X-RateLimit-Remaining`; past it, 429 with `Retry-After`.",
].join("\n\n");

/**
 * Product contact and terms: the support address of the contact page and the
 * terms page the site serves (prisma/seed/cms-pages.ts); the API is not open source.
 */
const CONTACT = { name: "Munasabat support", url: "https://munasabat.kw/en/pages/contact", email: "support@munasabat.kw" };
const LICENSE = { name: "Proprietary", url: "https://munasabat.kw/en/pages/terms" };

/** The document for the given endpoints (all registered ones by default; tests pass their own). */
export function buildOpenApiDocument(serverUrl = "/api/v1", endpoints: AnyEndpoint[] = allEndpoints()) {
  components = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint);
  // After every schema is in: a named schema's field is marked once, and no later operation writes it again.
  for (const endpoint of endpoints) {
    if (endpoint.deprecated?.fields) markDeprecatedFields(paths[endpoint.path][endpoint.method.toLowerCase()] as JsonSchema, endpoint.deprecated, components);
  }
  // What the marketplace POSTs to registered endpoints (docs/webhooks.md).
  const webhooks = webhookDocs((schema) => toSchema(schema, "output"), WEBHOOK_TAG);
  return {
    openapi: "3.1.0",
    info: { title: "Event Marketplace API", version: "1.0.0", description: INFO_DESCRIPTION, contact: CONTACT, license: LICENSE },
    servers: [{ url: serverUrl, description: "This deployment's v1 API" }],
    tags: tagObjects([...endpoints.flatMap((e) => e.tags), WEBHOOK_TAG]),
    paths,
    webhooks,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "An access token (15 minutes) from `POST /auth/login` or the phone code flow; renew it with `POST /auth/refresh`.",
        },
        webhookSignature: WEBHOOK_SECURITY_SCHEME,
      },
      responses: errorResponseComponents(endpoints),
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
