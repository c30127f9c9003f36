import { z } from "zod";
import { apiRouter } from "../api/api-router";
import type { Router } from "../api/router";
import type { AnyEndpoint } from "../core/http/endpoint";
import { answeredMeta } from "../core/http/meta";

// Calls the API the way Next does (app/api/v1/[...path]/route.ts): a real Request through the
// registry's router, so a test reaches an endpoint by its method and path only.

let ipCounter = 0;
/** A fresh client IP (IPv6 unique-local), so per-IP rate limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter++;
  return `fd00::${(ipCounter >>> 16).toString(16)}:${(ipCounter & 0xffff).toString(16)}`;
}

export type CallOptions = {
  method?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  ip?: string;
  /** Another router than the API's (a test's own endpoints). */
  via?: Router;
};

/** A request as a route module gets it, answered by the API's router. */
export function serve(request: Request): Promise<Response> {
  return apiRouter().dispatch(request);
}

/** `path` is relative to /api/v1 and concrete (`/bookings/01J…/cancel`); the answer's JSON is parsed. */
export async function call(path: string, opts: CallOptions = {}) {
  const method = opts.method ?? "GET";
  const url = new URL(`http://localhost/api/v1${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ "x-forwarded-for": opts.ip ?? freshIp(), ...opts.headers });
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set("content-type", "application/json");
  }
  const router = opts.via ?? apiRouter();
  const response = await router.dispatch(new Request(url, { method, headers, body }));
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: any = text ? JSON.parse(text) : null;
  const served = router.match(method, url.pathname)?.endpoint;
  if (response.ok && json?.meta && served) checkDeclaredMeta(served, `${method} ${path}`, json.meta);
  return { status: response.status, headers: response.headers, json };
}

// One schema per endpoint: zod compiles a parser the first time a schema parses, which made
// a fresh schema per answer about a tenth of the suite's CPU.
const metaSchemas = new WeakMap<AnyEndpoint, z.ZodType>();
function declaredMeta(endpoint: AnyEndpoint): z.ZodType {
  let schema = metaSchemas.get(endpoint);
  if (!schema) metaSchemas.set(endpoint, (schema = z.strictObject(answeredMeta(endpoint.meta).shape)));
  return schema;
}

/**
 * Every success answer a test sees carries exactly the meta its endpoint
 * declares (`defineEndpoint({meta})`, typed in the OpenAPI document and
 * api-v1.d.ts): a key the schema does not name, or a declared key missing or
 * of another shape, fails the test that made the call.
 */
export function checkDeclaredMeta(endpoint: AnyEndpoint, call: string, meta: unknown) {
  const parsed = declaredMeta(endpoint).safeParse(meta);
  if (!parsed.success) {
    throw new Error(
      `${call}: the answer's meta does not match the endpoint's declared meta schema: ${z.prettifyError(parsed.error)}\nmeta: ${JSON.stringify(meta)}`,
    );
  }
}
