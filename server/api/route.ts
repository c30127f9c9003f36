import { testSwitchOn } from "../core/test-switches";
import { AppError, messageIn } from "../core/errors";
import { withIdempotency, requestHash, validateIdempotencyKey, type StoredResponse } from "../core/idempotency";
import { consume, limitHeaders, tightest, type LimitState } from "../core/rate-limit/limiter";
import { corsHeaders, preflightHeaders } from "../core/http/cors";
import { apiSecurityHeaders } from "../core/http/security-headers";
import { deprecationHeaders } from "../core/http/deprecation";
import type { AnyEndpoint, Method } from "../core/http/endpoint";
import { bodyJson, errorBody, successBody, type ApiResult } from "../core/http/envelope";
import { callerKey, createContext, type RequestContext, type SignedInContext } from "../core/http/request-context";
import { logRequest, logRequestFailure } from "../core/log";
import { localizeDetails, parseOrThrow, unstorableInputDetails } from "../core/http/validation";
import { searchParamsToObject } from "../core/http/query";
import { authenticate, requirePermission } from "../identity/sessions/authenticate";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { requireStaffSecondFactor } from "../identity/two-factor/admin-two-factor-gate";
import { withVersionSnapshot } from "../core/cache/versions";
import { overloadError } from "../core/db/overload";
import { withRequestOrigin } from "../core/app-url";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type Handler = (request: Request, context: RouteContext) => Promise<Response>;

function respond(ctx: RequestContext, request: Request, stored: StoredResponse, limits?: LimitState, endpoint?: AnyEndpoint): Response {
  // An endpoint's own Cache-Control (media files) wins over the default no-store.
  const security = apiSecurityHeaders(ctx.userId !== undefined || (stored.cookies?.length ?? 0) > 0);
  // A deprecated operation says so on every answer, errors included: a client learns it from any call.
  const deprecation = endpoint?.deprecated ? deprecationHeaders(endpoint.deprecated) : {};
  const headers = new Headers({ ...security, ...corsHeaders(request), ...deprecation, ...stored.headers, "X-Request-Id": ctx.requestId });
  logRequest(ctx, stored.status);
  if (limits && !headers.has("X-RateLimit-Limit")) {
    for (const [k, v] of Object.entries(limitHeaders(limits))) headers.set(k, v);
  }
  for (const cookie of stored.cookies ?? []) headers.append("Set-Cookie", cookie);
  if (stored.status === 204) return new Response(null, { status: 204, headers });
  if (stored.body instanceof ReadableStream) return new Response(stored.body, { status: stored.status, headers });
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(bodyJson(stored.body), { status: stored.status, headers });
}

export function errorResponse(error: unknown, ctx: RequestContext): StoredResponse {
  const overloaded = overloadError(error);
  if (overloaded) {
    logRequestFailure(ctx, error, "warn");
    return errorResponse(overloaded, ctx);
  }
  if (error instanceof AppError) {
    const details = error.details ? localizeDetails(error.details, ctx.locale) : undefined;
    return {
      status: error.status,
      body: errorBody(error.code, messageIn(error, ctx.locale), ctx.requestId, details, error.extra),
      headers: error.headers ?? {},
    };
  }
  logRequestFailure(ctx, error);
  return { status: 500, body: errorBody("INTERNAL_ERROR", messageIn(new AppError("INTERNAL_ERROR"), ctx.locale), ctx.requestId), headers: {} };
}

function toStored(result: ApiResult, ctx: RequestContext): StoredResponse {
  return {
    status: result.status,
    body: result.stream ?? (result.empty ? null : result.raw ? result.data : successBody(result, ctx.requestId)),
    headers: result.headers ?? {},
    cookies: result.cookies,
  };
}

/** JSON bodies are capped before parsing; no endpoint takes more (uploads go to storage directly). */
const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The body as text, refusing (413) past the cap whether or not Content-Length announced it. */
async function readCappedText(request: Request): Promise<string> {
  if (!request.body) return "";
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BODY_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_JSON_BODY_BYTES) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readJson(request: Request): Promise<unknown> {
  const text = await readCappedText(request);
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", { message: { en: "The request body is not valid JSON.", ar: "جسم الطلب ليس JSON صالحًا." } });
  }
}

/** NUL bytes, lone surrogates and hostile nesting are a 422 before any schema or database sees them. */
function refuseUnstorable<T>(input: T): T {
  const details = unstorableInputDetails(input);
  if (details) throw new AppError("VALIDATION_FAILED", { details });
  return input;
}

/** Every API response counts against the caller's default bucket. */
async function applyRateLimits(endpoint: AnyEndpoint | undefined, ctx: RequestContext): Promise<LimitState> {
  const caller = callerKey(ctx);
  // A test server may count the per-user limit per session (TEST_USER_LIMIT_PER_SESSION; never in production).
  const baseKey = ctx.userId && ctx.sessionId && testSwitchOn("TEST_USER_LIMIT_PER_SESSION") ? `${caller} session:${ctx.sessionId}` : caller;
  const states = [await consume(endpoint?.baseBucket ?? (ctx.userId ? "authenticated" : "anonymous"), baseKey)];
  for (const bucket of endpoint?.rateLimits ?? []) states.push(await consume(bucket, caller));
  return tightest(states);
}

async function run(endpoint: AnyEndpoint, request: Request, routeContext: RouteContext, ctx: RequestContext): Promise<StoredResponse> {
  if (endpoint.auth === "user" && !ctx.userId) throw new AppError("UNAUTHENTICATED");
  if (endpoint.auth === "user") await requireStaffSecondFactor(ctx as SignedInContext, endpoint);
  if (endpoint.permission) await requirePermission(ctx, endpoint.permission);
  if (endpoint.vendorPermission) await currentVendorId(ctx, endpoint.vendorPermission);
  // The body is read (and capped) first, so an oversized one is a 413 whatever else is wrong.
  const rawBody = endpoint.body ? refuseUnstorable(await readJson(request)) : undefined;
  const rawParams = refuseUnstorable(await routeContext.params);
  const params = endpoint.params ? parseOrThrow(endpoint.params, rawParams, ctx.locale, "query") : rawParams;
  const query = endpoint.query ? parseOrThrow(endpoint.query, refuseUnstorable(searchParamsToObject(ctx.url.searchParams)), ctx.locale, "query") : {};
  const body = endpoint.body ? parseOrThrow(endpoint.body, rawBody ?? {}, ctx.locale, "body") : undefined;

  const execute = async () => {
    try {
      const result = await endpoint.handler({ query, body, params, ctx, request });
      if (endpoint.collection) result.links ??= { next: null, prev: null };
      return toStored(result, ctx);
    } catch (e) {
      return errorResponse(e, ctx);
    }
  };
  if (endpoint.idempotency !== "required") return execute();

  const key = validateIdempotencyKey(request.headers.get("idempotency-key"));
  const scope = `${callerKey(ctx)} ${endpoint.method} ${endpoint.path}`;
  const hash = requestHash(endpoint.method, ctx.url.pathname, rawBody ?? null);
  const response = await withIdempotency(scope, key, hash, execute);
  return response.headers["Idempotency-Replayed"] ? withRequestId(response, ctx.requestId) : response;
}

/** A replayed body carries the request id of the request being answered. */
function withRequestId(response: StoredResponse, requestId: string): StoredResponse {
  const body = response.body as { meta?: Record<string, unknown>; error?: Record<string, unknown> } | null;
  if (body?.meta) body.meta.request_id = requestId;
  if (body?.error) body.error.request_id = requestId;
  return response;
}

/** The caller's answer from one endpoint, with `params` as the router read them off the path. */
export function endpointHandler(endpoint: AnyEndpoint): Handler {
  const answer = async (request: Request, routeContext: RouteContext) => {
    const ctx = createContext(request);
    let limits: LimitState | undefined;
    try {
      await authenticate(request, ctx);
      limits = await applyRateLimits(endpoint, ctx);
      return respond(ctx, request, await run(endpoint, request, routeContext, ctx), limits, endpoint);
    } catch (e) {
      return respond(ctx, request, errorResponse(e, ctx), limits, endpoint);
    }
  };
  // Links made while answering (payment pages, email links) are on the origin the caller reached
  // when APP_URL is not set (server/core/app-url.ts); a GET reads the cache versions once for all
  // it answers (server/core/cache/versions.ts).
  const onOrigin: Handler = (request, routeContext) => withRequestOrigin(request, () => answer(request, routeContext));
  return endpoint.method === "GET" ? (request, routeContext) => withVersionSnapshot(() => onOrigin(request, routeContext)) : onOrigin;
}

/**
 * A JSON error for a request no endpoint answers, counted against the caller's default bucket
 * (an unknown path against the address's: it reads no session).
 */
async function refuse(request: Request, error: AppError, identify: boolean): Promise<Response> {
  const ctx = createContext(request);
  let limits: LimitState | undefined;
  try {
    if (identify) await authenticate(request, ctx);
    limits = await applyRateLimits(undefined, ctx);
    throw error;
  } catch (e) {
    return respond(ctx, request, errorResponse(e, ctx), limits);
  }
}

/** 405 for a path served under other methods; `Allow` lists them. */
export function methodNotAllowed(request: Request, allowed: Method[]): Promise<Response> {
  return refuse(request, new AppError("METHOD_NOT_ALLOWED", { headers: { Allow: [...allowed, "OPTIONS"].join(", ") } }), true);
}

/** 404 for a path under /api/v1 that no endpoint serves. */
export function unknownPath(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  return refuse(
    request,
    new AppError("NOT_FOUND", { message: { en: `No API operation at ${path}.`, ar: `لا توجد عملية في الواجهة البرمجية على ${path}.` } }),
    false,
  );
}

/** The CORS preflight of a served path. */
export function preflight(request: Request, allowed: Method[]): Response {
  return new Response(null, { status: 204, headers: { ...preflightHeaders(request, allowed), Allow: [...allowed, "OPTIONS"].join(", ") } });
}
