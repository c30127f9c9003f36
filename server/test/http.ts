import { z } from "zod";
import { endpointServedBy } from "../api/route";
import { answeredMeta } from "../core/http/meta";

// Calls route-module handlers the way Next does, with a real Request.
type RouteModule = Partial<Record<string, (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>>>;

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
  params?: Record<string, string | string[]>;
  ip?: string;
};

export async function call(route: RouteModule, path: string, opts: CallOptions = {}) {
  const method = opts.method ?? "GET";
  const url = new URL(`http://localhost/api/v1${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ "x-forwarded-for": opts.ip ?? freshIp(), ...opts.headers });
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set("content-type", "application/json");
  }
  const handler = route[method];
  if (!handler) throw new Error(`route has no ${method} export`);
  const response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(opts.params ?? {}) });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json: any = text ? JSON.parse(text) : null;
  if (response.ok && json?.meta) checkDeclaredMeta(handler, `${method} ${path}`, json.meta);
  return { status: response.status, headers: response.headers, json };
}

/**
 * Every success answer a test sees carries exactly the meta its endpoint
 * declares (`defineEndpoint({meta})`, typed in the OpenAPI document and
 * api-v1.d.ts): a key the schema does not name, or a declared key missing or
 * of another shape, fails the test that made the call.
 */
export function checkDeclaredMeta(handler: unknown, call: string, meta: unknown) {
  const endpoint = endpointServedBy(handler);
  if (!endpoint) return;
  const parsed = z.strictObject(answeredMeta(endpoint.meta).shape).safeParse(meta);
  if (!parsed.success) {
    throw new Error(`${call}: the answer's meta does not match the endpoint's declared meta schema: ${z.prettifyError(parsed.error)}\nmeta: ${JSON.stringify(meta)}`);
  }
}
