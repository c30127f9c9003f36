// What in a new OpenAPI document would break a client built against a
// released one (docs/api-contract.md). api-smart-diff classifies each
// difference; on top of it, three rules of this API's versioning:
// - a new value in an answer's enum is additive: clients ignore unknown
//   values, so the tool's "breaking" for it does not count;
// - a webhook's body is what the marketplace sends, so it is compared like an
//   answer (the tool would judge it as input the receiver sends);
// - an operation deprecated in the released document may go once its sunset
//   day has come.
// A difference the tool cannot classify counts as breaking: it needs a look.
import { apiDiff } from "api-smart-diff";

type Json = Record<string, unknown>;
/** An OpenAPI document as read from JSON (only paths and webhooks are looked into). */
type Document = { paths?: Record<string, unknown>; webhooks?: Record<string, unknown>; [key: string]: unknown };
type Operations = Record<string, Json>;

export type BreakingChange = { where: string; what: string };

const METHODS = new Set(["get", "put", "post", "patch", "delete", "head", "options", "trace"]);
/** Where the webhooks stand in the compared copies: as paths whose answer is the body sent. */
const WEBHOOK_PREFIX = "/webhooks:";

/** Breaking changes from `released` to `current`; `today` (YYYY-MM-DD) decides which sunsets have come. */
export function breakingChanges(released: Document, current: Document, today: string): BreakingChange[] {
  const before = comparable(released);
  const diffs = apiDiff(before, comparable(current));
  return diffs
    .filter((d) => d.path[0] === "paths") // components are reported again where they are used
    .filter((d) => d.type === "breaking" || d.type === "unclassified")
    .filter((d) => !(isAnswer(d.path) && isWiderEnum(d.before, d.after, d.path)))
    .filter((d) => !(d.action === "remove" && sunsetHasCome(removedOperations(before, d.path, d.before), today)))
    .map((d) => ({ where: describePath(d.path), what: d.description || `${d.action} ${d.type === "unclassified" ? "(not classified)" : ""}`.trim() }));
}

/** A copy the tool reads (it changes what it is given): webhooks become paths whose 200 answer is the body. */
function comparable(document: Document): Document {
  const copy = structuredClone(document);
  for (const [event, operations] of Object.entries((copy.webhooks ?? {}) as Record<string, Operations>)) {
    for (const operation of Object.values(operations)) {
      const body = operation.requestBody as { content?: unknown } | undefined;
      delete operation.requestBody;
      operation.responses = { "200": { description: "Delivered", content: body?.content } };
    }
    (copy.paths ??= {})[`${WEBHOOK_PREFIX}${event}`] = operations;
  }
  delete copy.webhooks;
  return copy;
}

function isAnswer(path: readonly (string | number)[]): boolean {
  return path.includes("responses");
}

/** An enum in an answer that keeps every released value (and may add some). */
function isWiderEnum(before: unknown, after: unknown, path: readonly (string | number)[]): boolean {
  if (path.at(-1) === "enum") return Array.isArray(before) && Array.isArray(after) && before.every((v) => after.includes(v));
  // a single added value is reported at its index inside the enum
  return path.at(-2) === "enum" && before === undefined && after !== undefined;
}

/** The released operations a removal takes away: one operation, or every operation of a removed path. */
function removedOperations(before: Document, path: readonly (string | number)[], removed: unknown): Json[] {
  if (path.length === 3 && METHODS.has(String(path[2]))) return [removed as Json];
  if (path.length === 2) return Object.entries((removed ?? before.paths?.[String(path[1])] ?? {}) as Operations).filter(([m]) => METHODS.has(m)).map(([, o]) => o);
  return [];
}

function sunsetHasCome(operations: Json[], today: string): boolean {
  return operations.length > 0 && operations.every((o) => o.deprecated === true && typeof o["x-sunset"] === "string" && o["x-sunset"] <= today);
}

function describePath(path: readonly (string | number)[]): string {
  const [, route, method, ...rest] = path.map(String);
  const operation = route.startsWith(WEBHOOK_PREFIX) ? `webhook ${route.slice(WEBHOOK_PREFIX.length)}` : `${(method ?? "").toUpperCase()} ${route}`.trim();
  return rest.length ? `${operation} (${rest.join("/")})` : operation;
}
