import { ERROR_CATALOGUE, type ErrorCode } from "../core/errors";
import type { AnyEndpoint } from "../core/http/endpoint";
import { enrollmentMayUse } from "../identity/two-factor/admin-two-factor-gate";

// The error answers of each operation in the OpenAPI document, from what the
// registry says about it and what the route wrapper (server/api/route.ts)
// checks in order: the rate limit, sign-in, the staff second factor, the
// permission, the vendor membership, the body's size and syntax, validation
// and the Idempotency-Key. One shared `components.responses` entry per status;
// each names the catalogue's codes of that status, so `error.code` of an
// answer is always one of them (an AppError's status comes from the catalogue).

type JsonSchema = Record<string, unknown>;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

const RESPONSES: Record<ErrorStatus, { name: string; summary: string; retryAfter?: boolean }> = {
  400: { name: "BadRequest", summary: "The request is malformed: a body that is not JSON, or a missing Idempotency-Key." },
  401: { name: "Unauthorized", summary: "No valid access token (send `Authorization: Bearer`), or credentials that were refused." },
  403: { name: "Forbidden", summary: "Signed in, but not allowed to do this." },
  404: { name: "NotFound", summary: "Nothing by that id or slug that the caller may see; on vendor endpoints, a caller with no vendor to act for." },
  409: { name: "Conflict", summary: "The request conflicts with an earlier one or with the resource's current state." },
  413: { name: "PayloadTooLarge", summary: "The JSON body is larger than 1 MB." },
  422: { name: "ValidationFailed", summary: "The parameters or the body did not pass validation; `error.details` lists the messages per field." },
  429: { name: "RateLimited", summary: "A rate-limit bucket is spent.", retryAfter: true },
  503: { name: "ServiceUnavailable", summary: "The server or a service it depends on is busy or down; try again later.", retryAfter: true },
};

/** The catalogue's codes answered with this status. */
export function codesWithStatus(status: number): ErrorCode[] {
  return (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => ERROR_CATALOGUE[code].status === status);
}

/** The statuses an operation can answer besides success and the unexpected 500. */
export function errorStatusesOf(endpoint: AnyEndpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([429, 503]);
  const write = endpoint.method !== "GET";
  if (endpoint.body || endpoint.idempotency === "required") statuses.add(400);
  if (endpoint.auth === "user") statuses.add(401);
  // A staff account without two-step verification is refused everywhere but its enrollment;
  // a cookie-authenticated write without this site's Origin is refused on any path.
  const secondFactor = endpoint.auth === "user" && !enrollmentMayUse(endpoint.method, endpoint.path);
  if (secondFactor || endpoint.permission || endpoint.vendorPermission || write) statuses.add(403);
  if (endpoint.params || endpoint.vendorPermission) statuses.add(404);
  // Any write may meet a state it cannot change (BOOKING_INVALID_STATE, CONFLICT, ...): the services
  // raise those, not the registry, so every write lists 409, as every Idempotency-Key operation does.
  if (write || endpoint.idempotency === "required") statuses.add(409);
  if (endpoint.body) statuses.add(413);
  if (endpoint.query || endpoint.body || endpoint.params || endpoint.idempotency === "required") statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}

/** The operation's `responses` entries for its error statuses. */
export function errorResponsesOf(endpoint: AnyEndpoint): Record<string, JsonSchema> {
  return Object.fromEntries(errorStatusesOf(endpoint).map((status) => [String(status), { $ref: `#/components/responses/${RESPONSES[status].name}` }]));
}

function errorResponse(status: ErrorStatus): JsonSchema {
  const { summary, retryAfter } = RESPONSES[status];
  const codes = codesWithStatus(status);
  const headers: JsonSchema = { "X-Request-Id": { description: "The request's id, also in `error.request_id`", schema: { type: "string" } } };
  if (retryAfter) headers["Retry-After"] = { description: "Seconds to wait before trying again", schema: { type: "integer" } };
  return {
    description: `${summary} \`error.code\` is one of:\n\n${codes.map((code) => `- \`${code}\`: ${ERROR_CATALOGUE[code].message}`).join("\n")}`,
    headers,
    content: {
      "application/json": {
        schema: {
          allOf: [
            { $ref: "#/components/schemas/ErrorEnvelope" },
            { type: "object", properties: { error: { type: "object", properties: { code: { type: "string", enum: codes } } } } },
          ],
        },
      },
    },
  };
}

/** `components.responses`: the shared error answers the given operations refer to, and no other. */
export function errorResponseComponents(endpoints: AnyEndpoint[]): Record<string, JsonSchema> {
  const used = new Set(endpoints.flatMap(errorStatusesOf));
  const statuses = (Object.keys(RESPONSES).map(Number) as ErrorStatus[]).filter((s) => used.has(s));
  return Object.fromEntries(statuses.map((status) => [RESPONSES[status].name, errorResponse(status)]));
}

/** The `default` answer: a 500 INTERNAL_ERROR, or a status the operation does not list (405, 502, ...). */
export const DEFAULT_ERROR_RESPONSE = {
  description: "An unexpected error (500 `INTERNAL_ERROR`), or an answer of the HTTP layer no operation lists (405, 414, 431, 502).",
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
};
