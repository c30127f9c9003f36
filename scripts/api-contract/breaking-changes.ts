// What in a new OpenAPI document would break a client built against a
// released one (docs/api-contract.md). api-smart-diff classifies each
// difference; on top of it, three rules of this API's versioning:
// - a new value in an answer's enum is additive: clients ignore unknown
//   values, so the tool's "breaking" for it does not count;
// - a webhook's body is what the marketplace sends, so it is compared like an
//   answer (the tool would judge it as input the receiver sends);
// - an operation or field deprecated in the released document may go once its
//   sunset day (`x-sunset`) has come: the released copy is read without it.
// A difference the tool cannot classify counts as breaking: it needs a look
// (extensions, `x-…`, are notes for readers and are not compared).
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
  const diffs = apiDiff(withoutSunset(comparable(released), today), comparable(current));
  return diffs
    .filter((d) => d.path[0] === "paths") // components are reported again where they are used
    .filter((d) => d.type === "breaking" || d.type === "unclassified")
    .filter((d) => !d.path.some((key) => String(key).startsWith("x-"))) // extensions (x-sunset, x-vendor-permission) inform, they bind nothing
    .filter((d) => !(isAnswer(d.path) && isWiderEnum(d.before, d.after, d.path)))
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

/** The document without what reached its sunset by `today`: deprecated operations, and deprecated fields with their `required` entries. */
function withoutSunset(document: Document, today: string): Document {
  const gone = (node: unknown) => {
    const n = node as Json | null;
    return !!n && typeof n === "object" && n.deprecated === true && typeof n["x-sunset"] === "string" && n["x-sunset"] <= today;
  };
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Operations>)) {
    for (const method of Object.keys(operations)) if (METHODS.has(method) && gone(operations[method])) delete operations[method];
  }
  const prune = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(prune);
    if (!node || typeof node !== "object") return;
    const n = node as Json;
    const properties = n.properties as Json | undefined;
    if (properties && typeof properties === "object") {
      const removed = Object.keys(properties).filter((name) => gone(properties[name]));
      for (const name of removed) delete properties[name];
      if (removed.length && Array.isArray(n.required)) n.required = n.required.filter((r) => !removed.includes(r));
    }
    Object.values(n).forEach(prune);
  };
  prune(document);
  return document;
}

function describePath(path: readonly (string | number)[]): string {
  const [, route, method, ...rest] = path.map(String);
  const operation = route.startsWith(WEBHOOK_PREFIX) ? `webhook ${route.slice(WEBHOOK_PREFIX.length)}` : `${(method ?? "").toUpperCase()} ${route}`.trim();
  return rest.length ? `${operation} (${rest.join("/")})` : operation;
}
