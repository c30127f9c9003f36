import { randomUUID } from "node:crypto";
import type { components, paths } from "@/public/sdk/api-v1";
import { buildPath, type ApiBody, type ApiData, type ApiMeta, type ApiPath, type Method } from "@/components/ui/api-types";
import { apiRouter } from "../api/api-router";
import { call } from "./http";
import type { TestUser } from "./identity";

// The tests' typed API client: a call names the endpoint's path template as the OpenAPI document
// has it (public/sdk/api-v1.d.ts, `npm run api-types`), so a wrong path, a wrong body field or a
// read of a field the answer does not have fails `tsc`:
//   const res = await api.post("/bookings/{id}/cancel", { params: { id }, body: { reason }, as: customer });
//   res.json.data.status
// It goes through the same router as every request (server/test/http.ts `call`). For bodies no
// schema allows (hostile input, broken JSON), tests use `call` itself.

type Operation<P extends ApiPath<M>, M extends Method> = NonNullable<paths[P][M]>;
type PathParams<O> = O extends { parameters: { path: infer X } } ? X : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type ErrorBody = components["schemas"]["ErrorEnvelope"]["error"];

/** The envelope as a test reads it: `data` and `meta` on a success, `error` on a refusal. */
export type AnswerJson<P extends ApiPath<M>, M extends Method> = {
  data: ApiData<P, M>;
  meta: ApiMeta<P, M>;
  links?: { next: string | null; prev: string | null };
  /** Present when the status is 4xx/5xx; `details` on VALIDATION_FAILED. */
  error: Omit<ErrorBody, "details"> & { details: Record<string, string[]> };
};

export type Answer<P extends ApiPath<M>, M extends Method> = { status: number; headers: Headers; json: AnswerJson<P, M> };

type Caller = {
  /** The signed-in caller (their bearer token), or a token. */
  as?: TestUser | string;
  /** Accept-Language; English unless told. */
  locale?: "ar" | "en";
  headers?: Record<string, string>;
  ip?: string;
  /** Sent on endpoints that require one; a fresh UUID unless given. */
  idempotencyKey?: string;
};

type Request<P extends ApiPath<M>, M extends Method> = Caller &
  ([PathParams<Operation<P, M>>] extends [never] ? { params?: undefined } : { params: PathParams<Operation<P, M>> }) & {
    query?: [QueryParams<Operation<P, M>>] extends [never] ? undefined : QueryParams<Operation<P, M>>;
  } & ([ApiBody<P, M>] extends [never] ? { body?: undefined } : { body?: ApiBody<P, M> });

/** Required when the path has `{params}`, optional otherwise. */
type Args<P extends ApiPath<M>, M extends Method> = [PathParams<Operation<P, M>>] extends [never] ? [request?: Request<P, M>] : [request: Request<P, M>];

async function send<M extends Method, P extends ApiPath<M>>(method: M, template: P, request: Partial<Request<P, M>> = {}): Promise<Answer<P, M>> {
  const { as, locale = "en", headers = {}, ip, idempotencyKey, params, query, body } = request as Caller & { params?: object; query?: object; body?: unknown };
  // buildPath writes the query as the portal's client does (lists comma-separated, empty values left out).
  const [pathname, search = ""] = buildPath(template, { path: params, query }).split("?");
  const endpoint = apiRouter().match(method.toUpperCase(), `/api/v1${pathname}`)?.endpoint;
  const all: Record<string, string> = { "accept-language": locale, ...headers };
  if (as) all.authorization = `Bearer ${typeof as === "string" ? as : as.token}`;
  if (endpoint?.idempotency === "required") all["idempotency-key"] ??= idempotencyKey ?? randomUUID();
  const res = await call(pathname, { method: method.toUpperCase(), headers: all, body, ip, query: Object.fromEntries(new URLSearchParams(search)) });
  return res as Answer<P, M>;
}

export const api = {
  get: <P extends ApiPath<"get">>(path: P, ...[request]: Args<P, "get">) => send("get", path, request),
  post: <P extends ApiPath<"post">>(path: P, ...[request]: Args<P, "post">) => send("post", path, request),
  put: <P extends ApiPath<"put">>(path: P, ...[request]: Args<P, "put">) => send("put", path, request),
  patch: <P extends ApiPath<"patch">>(path: P, ...[request]: Args<P, "patch">) => send("patch", path, request),
  delete: <P extends ApiPath<"delete">>(path: P, ...[request]: Args<P, "delete">) => send("delete", path, request),
};
