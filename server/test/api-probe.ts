import { z } from "zod";
import { allEndpoints } from "@/server/api/registry";
import { endpointHandler } from "@/server/api/route";
import type { AnyEndpoint } from "@/server/core/http/endpoint";
import { checkDeclaredMeta } from "@/server/test/http";

// Drives every operation of the OpenAPI registry in-process, through the same
// route wrapper the app's route modules export: shared by the hostile-input
// test and `npm run fuzz` (scripts/fuzz.ts).

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

export type Probe = { status: number; json: unknown };

export const endpointsWithBody = () => allEndpoints().filter((e) => e.body);
export const endpointsWithQuery = () => allEndpoints().filter((e) => e.query);
export const label = (e: AnyEndpoint) => `${e.method} ${e.path}`;

/** The input JSON Schema of a zod schema (empty when it has none). */
export function inputSchema(schema: z.ZodType | undefined): JsonSchema {
  if (!schema) return {};
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** The object members of a schema, unions merged: which fields a body or query can carry. */
export function fieldsOf(schema: JsonSchema): Record<string, JsonSchema> {
  const members = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...members.map((m) => m.properties ?? {}));
}

const acceptsString = (s: JsonSchema): boolean =>
  s.type === "string" || (Array.isArray(s.type) && s.type.includes("string")) || [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(acceptsString);

/** A body or query with `value` in every string field of the schema. */
export function withEveryString(schema: JsonSchema, value: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldsOf(schema))
      .filter(([, s]) => acceptsString(s))
      .map(([k]) => [k, value]),
  );
}

/** The path with its `{params}` filled in (a well-formed id that names nothing, or `value`). */
export function fillPath(e: AnyEndpoint, value = "01JZZZZZZZZZZZZZZZZZZZZZZZ"): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = e.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    params[name] = value;
    // the URL only names the path; a lone surrogate cannot be percent-encoded, the params carry the value as is
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "\ufffd"));
  });
  return { path, params };
}

export type ProbeRequest = {
  query?: Record<string, string>;
  /** Serialized as JSON; `rawBody` wins when both are given. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  paramValue?: string;
  ip: string;
};

/** Calls the endpoint's handler directly, with params as given (a lone surrogate cannot travel in a URL). */
export async function probe(e: AnyEndpoint, req: ProbeRequest): Promise<Probe> {
  const { path, params } = fillPath(e, req.paramValue);
  const url = new URL(`http://localhost/api/v1${path}`);
  for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.append(k, v);
  const headers = new Headers({ "x-forwarded-for": req.ip, "content-type": "application/json", ...req.headers });
  if (e.idempotency === "required") headers.set("idempotency-key", crypto.randomUUID());
  const body = req.rawBody ?? (req.body === undefined ? undefined : JSON.stringify(req.body));
  const response = await endpointHandler(e)(new Request(url, { method: e.method, headers, body }), { params: Promise.resolve(params) });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  const meta = (json as { meta?: unknown } | null)?.meta;
  if (response.ok && meta) checkDeclaredMeta(e, label(e), meta);
  return { status: response.status, json };
}
