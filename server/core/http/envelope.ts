import type { ErrorCode } from "../errors";

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

export function created<M extends Record<string, unknown> = never>(data: unknown, location: string, meta?: M): ApiResult<M> {
  return { status: 201, data, meta, headers: { Location: location } };
}

export function accepted(data: unknown): ApiResult<never> {
  return { status: 202, data };
}

export function noContent(): ApiResult<never> {
  return { status: 204, empty: true };
}

export function successBody(result: ApiResult, requestId: string) {
  const body: Record<string, unknown> = { data: result.data ?? null, meta: { request_id: requestId, ...result.meta } };
  if (result.links) body.links = result.links;
  return body;
}

export function errorBody(
  code: ErrorCode,
  message: string,
  requestId: string,
  details?: Record<string, string[]>,
  extra?: Record<string, unknown>,
) {
  return { error: { code, message, details: details ?? null, request_id: requestId, ...extra } };
}
