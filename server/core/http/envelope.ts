import type { ErrorCode } from "../errors";
import { pageLinks, type Pagination } from "./query";

// The response envelope: `{data, meta}` (+ `links` for collections) on
// success, `{error: {code, message, details, request_id}}` on failure.

export type Links = { next: string | null; prev: string | null };

/** `M`: the endpoint's declared meta (endpoint.ts `MetaOf`); `never` when it declares none. */
export type ApiResult<M = Record<string, unknown>> = {
  status: number;
  data?: unknown;
  meta?: M;
  links?: Links;
  headers?: Record<string, string>;
  /** 204: no body at all. */
  empty?: boolean;
  /** The body is `data` itself, without the envelope (the OpenAPI document). */
  raw?: boolean;
  /** Set-Cookie values (web sessions). */
  cookies?: string[];
  /** A file download: these bytes are the body as is (Content-Type set in `headers`), no envelope. */
  stream?: ReadableStream<Uint8Array>;
};

export function ok<M extends Record<string, unknown> = never>(
  data: unknown,
  opts: { meta?: M; links?: Links; headers?: Record<string, string> } = {},
): ApiResult<M> {
  return { status: 200, data, meta: opts.meta, links: opts.links, headers: opts.headers };
}

/**
 * 200 with one page of a page-paginated list (`{ items, pagination }` from a list function): `meta.pagination`
 * (then `extra`, e.g. the totals beside it) and `links.next/prev` from the request URL.
 */
export function okPage<X extends Record<string, unknown> = Record<never, never>>(
  url: URL,
  page: { items: unknown; pagination: Pagination },
  extra?: X,
): ApiResult<{ pagination: Pagination } & X> {
  return ok(page.items, { meta: { pagination: page.pagination, ...extra } as { pagination: Pagination } & X, links: pageLinks(url, page.pagination) });
}

export function created<M extends Record<string, unknown> = never>(data: unknown, location: string, meta?: M): ApiResult<M> {
  return { status: 201, data, meta, headers: { Location: location } };
}

export function accepted(data: unknown): ApiResult<never> {
  return { status: 202, data };
}

export function noContent(): ApiResult<never> {
  return { status: 204, empty: true };
}

// Values many answers share (a cached tree): frozen, so their JSON text is
// made once for all of them instead of once per request.
const sharedJson = new WeakMap<object, string | null>();

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** Marks `value` as shared between answers: frozen (deeply), serialized once. */
export function shared<T extends object>(value: T): T {
  deepFreeze(value);
  if (!sharedJson.has(value)) sharedJson.set(value, null);
  return value;
}

/** A body's JSON text; the `data` of a success body marked `shared` is serialized once. */
export function bodyJson(body: unknown): string {
  const data = (body as { data?: unknown } | null)?.data;
  if (data === null || typeof data !== "object" || !sharedJson.has(data)) return JSON.stringify(body);
  let json = sharedJson.get(data);
  if (!json) sharedJson.set(data, (json = JSON.stringify(data)));
  const { data: _data, ...rest } = body as Record<string, unknown>;
  const restJson = JSON.stringify(rest);
  return restJson === "{}" ? `{"data":${json}}` : `{"data":${json},${restJson.slice(1)}`;
}

export function successBody(result: ApiResult, requestId: string) {
  const body: Record<string, unknown> = { data: result.data ?? null, meta: { request_id: requestId, ...result.meta } };
  if (result.links) body.links = result.links;
  return body;
}

export function errorBody(code: ErrorCode, message: string, requestId: string, details?: Record<string, string[]>, extra?: Record<string, unknown>) {
  return { error: { code, message, details: details ?? null, request_id: requestId, ...extra } };
}
