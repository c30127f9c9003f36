import type { paths } from "@/public/sdk/api-v1";

// Types of our own API read off the generated OpenAPI types
// (public/sdk/api-v1.d.ts, `npm run api-types`), so a screen never writes a
// payload type by hand: `ApiData<"/bookings/{id}">` is what GET /bookings/{id}
// answers in `data`, `ApiBody<"/rfqs", "post">` what POST /rfqs takes.

export type Method = "get" | "post" | "put" | "patch" | "delete";

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** Paths that have an operation for `M`. */
export type ApiPath<M extends Method = "get"> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type Json<R> = R extends { content: { "application/json": infer J } } ? J : null;
type Success<O> = O extends { responses: infer R }
  ? R extends { 200: infer S }
    ? Json<S>
    : R extends { 201: infer S }
      ? Json<S>
      : R extends { 202: infer S }
        ? Json<S>
        : null
  : never;

/** The envelope's `data` of a success (null for 204). */
export type ApiData<P extends ApiPath<M>, M extends Method = "get"> = Success<Operation<P, M>> extends { data: infer D } ? D : null;
/** The envelope's `meta` of a success (pagination, allowed actions). */
export type ApiMeta<P extends ApiPath<M>, M extends Method = "get"> = Success<Operation<P, M>> extends { meta: infer D } ? D : Record<string, never>;
/** The JSON body the operation takes. */
export type ApiBody<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;

type PathParams<O> = O extends { parameters: { path: infer X } } ? X : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** `path` values for the `{placeholders}` (required when the path has some) and the query string. */
export type ApiParams<P extends ApiPath<M>, M extends Method = "get"> = ([PathParams<Operation<P, M>>] extends [never]
  ? { path?: undefined }
  : { path: PathParams<Operation<P, M>> }) & { query?: [QueryParams<Operation<P, M>>] extends [never] ? undefined : QueryParams<Operation<P, M>> };

type ParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** `/rfqs/{id}` with `{ path: { id } }` and `{ query }` -> `/rfqs/01J...?page=2` (empty values are left out, lists comma-separated). */
export function buildPath(template: string, params: { path?: object; query?: object } = {}): string {
  const pathValues = (params.path ?? {}) as Record<string, ParamValue>;
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathValues[name];
    if (value === undefined || value === null || value === "") throw new Error(`buildPath: ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((params.query ?? {}) as Record<string, ParamValue>)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}

/**
 * The domain a path belongs to, for query keys: its first segment after an
 * `admin`, `vendor` or `me` prefix (`/admin/refunds/{id}` and `/me/refunds`
 * are both "refunds"), so a change invalidates every portal's view of it.
 */
export function domainOf(template: string): string {
  const segments = template.split("?")[0].split("/").filter(Boolean);
  const rest = segments[0] === "admin" || segments[0] === "vendor" || segments[0] === "me" ? segments.slice(1) : segments;
  return rest[0] && !rest[0].startsWith("{") ? rest[0] : (segments[0] ?? "");
}

/**
 * The react-query key of a GET: its domain first, so a mutation invalidates by domain. Here, not in
 * the client module use-api.ts, as the server's prefetch (server-prefetch.tsx) fills the same keys.
 */
export function apiQueryKey(template: string, params: object | undefined, locale: string) {
  return [domainOf(template), template, params ?? {}, locale] as const;
}
