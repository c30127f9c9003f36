import type { z } from "zod";
import type { BucketName } from "../rate-limit/buckets";
import { deprecationHeaders, type Deprecation } from "./deprecation";
import type { ApiResult } from "./envelope";
import type { RequestContext, SignedInContext } from "./request-context";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

/**
 * The permission names an endpoint may require: server/identity/roles.ts
 * fills this in from its role table (declaration merging), so server/core
 * names no module above it and a misspelt permission fails `tsc`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PermissionNames {}
export type PermissionName = keyof PermissionNames;

type AnyObject = z.ZodType<Record<string, unknown>>;
/** A declared `meta` (server/core/http/meta.ts has the shared ones). */
export type MetaSchema = z.ZodObject;
/** What a handler may put in `meta`: the declared schema's output, nothing without one. */
export type MetaOf<M extends MetaSchema | undefined> = M extends MetaSchema ? z.output<M> : never;

/**
 * One API operation: its contract (used for parsing and for the OpenAPI
 * document) and its handler. Handlers stay thin: parse is done for them, they
 * call one service and wrap its result.
 */
export type Auth = "public" | "user";

/** What a handler is given as `ctx`: a signed-in caller behind `auth: "user"` (the route wrapper answered 401 otherwise). */
// (`AnyEndpoint`'s `any` gives `any`: the route wrapper checks before it calls.)
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContextFor<A extends Auth> = unknown extends A ? any : [A] extends ["user"] ? SignedInContext : RequestContext;

export type Endpoint<
  Q extends AnyObject = AnyObject,
  B extends z.ZodType = z.ZodType,
  P extends AnyObject = AnyObject,
  A extends Auth = Auth,
  M extends MetaSchema | undefined = MetaSchema | undefined,
> = {
  method: Method;
  /** OpenAPI-style path relative to /api/v1, e.g. `/categories/{slug}`. */
  path: string;
  summary: string;
  /** More than the summary says, for the OpenAPI document (what the registry knows is added to it). */
  description?: string;
  tags: string[];
  /**
   * Marked for removal from v1 (docs/api-contract.md): every answer carries
   * `Deprecation` (RFC 9745) and `Sunset` (RFC 8594) headers, with a `Link`
   * to the replacement, and the document says `deprecated: true`.
   */
  deprecated?: Deprecation;
  /** `public`: anyone (a valid token still identifies the caller); `user`: signed in (401 otherwise). */
  auth: A;
  /**
   * Dotted permission the caller must hold (403 otherwise). Every customer
   * endpoint names its customer permission, so staff accounts get 403
   * (server/api/permissions.test.ts checks the registry).
   */
  permission?: PermissionName;
  /**
   * Vendor-context endpoints (`/vendor/...`, `/vendors/me/...`): the
   * permission the caller needs for the vendor the call acts for (the
   * session's vendor context, or the only membership). The route wrapper
   * checks it before reading the body: 404 without a membership, 403 for a
   * member whose role lacks it (docs/vendor-team.md has the matrix;
   * server/api/vendor-roles.test.ts walks every such endpoint with each role).
   */
  vendorPermission?: PermissionName;
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of `data` on success (documentation). */
  response?: z.ZodType;
  /**
   * Schema of what the handler puts in `meta` (beside the `request_id` every
   * answer has): pagination, cursors, counts, actions. A handler cannot send a
   * meta without one (`tsc`), and server/test/http.ts checks every answer of
   * the tests against it.
   */
  meta?: M;
  successStatus?: 200 | 201 | 202 | 204;
  /** Collections carry `links` and pagination meta. */
  collection?: boolean;
  /** Buckets counted on top of the per-caller default bucket. */
  rateLimits?: BucketName[];
  /** Replaces the per-caller default bucket (file downloads: a page shows many images at once). */
  baseBucket?: BucketName;
  /** Money endpoints: `Idempotency-Key` (UUID v4) required. */
  idempotency?: "required";
  handler: (input: { query: z.output<Q>; body: z.output<B>; params: z.output<P>; ctx: ContextFor<A>; request: Request }) => Promise<ApiResult<MetaOf<M>>>;
};

export function defineEndpoint<Q extends AnyObject, B extends z.ZodType, P extends AnyObject, A extends Auth, M extends MetaSchema | undefined = undefined>(
  endpoint: Endpoint<Q, B, P, A, M>,
): Endpoint<Q, B, P, A, M> {
  // A wrong deprecation date fails when the module loads, not on a caller's request.
  if (endpoint.deprecated) deprecationHeaders(endpoint.deprecated);
  return endpoint;
}

// Endpoints are stored heterogeneously in the registry.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any, any, any, any>;
