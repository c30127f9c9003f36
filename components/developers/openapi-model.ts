// The API reference page's view of the OpenAPI document (server/api/openapi.ts): endpoints grouped by tag,
// in a reading order, with what a reader needs on one line (method, path, summary, auth) and the rest on expand.

export type JsonSchema = Record<string, unknown>;

export type ParameterView = { name: string; in: string; required: boolean; description?: string; type: string };

export type OperationView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  signedIn: boolean;
  idempotent: boolean;
  parameters: ParameterView[];
  requestBody?: JsonSchema;
  successStatus: string;
  responseData?: JsonSchema;
};

export type GroupView = { tag: string; anchor: string; operations: OperationView[] };

type RawParameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type RawOperation = {
  operationId: string;
  summary: string;
  tags: string[];
  security: unknown[];
  parameters: RawParameter[];
  requestBody?: { content: { "application/json": { schema: JsonSchema } } };
  responses: Record<string, { content?: { "application/json"?: { schema?: { properties?: { data?: JsonSchema } } } } }>;
};
type OpenApiDocument = { paths: Record<string, unknown>; servers?: { url: string }[]; components?: { schemas?: Record<string, JsonSchema> } };

/** Groups in reading order: what a client app meets first, then the portals, then admin and development. */
export const TAG_ORDER = [
  "Marketplace",
  "Reference",
  "Content",
  "Identity",
  "Media",
  "Notifications",
  "Conversations",
  "Events",
  "RFQs",
  "Quotations",
  "Bookings",
  "Orders",
  "Payments",
  "Wallet",
  "Invoices",
  "Finance",
  "Reviews",
  "Vendors",
  "Admin",
  "Operations",
  "Dev",
];
const METHOD_ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return "";
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).join(" | ");
  if (Array.isArray(schema.type)) return (schema.type as unknown[]).join(" | ");
  if (schema.type === "array" && schema.items && typeof schema.items === "object") return `${typeOf(schema.items as JsonSchema)}[]`;
  const format = typeof schema.format === "string" ? ` (${schema.format})` : "";
  return `${String(schema.type ?? (schema.anyOf ? "…" : ""))}${format}`;
}

export const tagAnchor = (tag: string) => `group-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
export const schemaAnchor = (name: string) => `schema-${name}`;

function operationView(path: string, method: string, op: RawOperation): OperationView {
  const [successStatus, success] = Object.entries(op.responses).find(([status]) => status !== "default") ?? ["200", {}];
  return {
    id: op.operationId,
    method: method.toUpperCase(),
    path,
    summary: op.summary,
    signedIn: op.security.length > 0,
    idempotent: op.parameters.some((p) => p.name === "Idempotency-Key"),
    // Accept-Language is on every endpoint: the essentials say it once.
    parameters: op.parameters
      .filter((p) => p.name !== "Accept-Language")
      .map((p) => ({ name: p.name, in: p.in, required: !!p.required, description: p.description, type: typeOf(p.schema) })),
    requestBody: op.requestBody?.content["application/json"].schema,
    successStatus,
    responseData: success.content?.["application/json"]?.schema?.properties?.data,
  };
}

export function groupOperations(doc: OpenApiDocument): GroupView[] {
  const byTag = new Map<string, OperationView[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, RawOperation>)) {
      const view = operationView(path, method, op);
      for (const tag of op.tags.length ? op.tags : ["Other"]) byTag.set(tag, [...(byTag.get(tag) ?? []), view]);
    }
  }
  const rank = (tag: string) => (TAG_ORDER.includes(tag) ? TAG_ORDER.indexOf(tag) : TAG_ORDER.length);
  return [...byTag.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      anchor: tagAnchor(tag),
      operations: operations.sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method)),
    }));
}

export function namedSchemas(doc: OpenApiDocument): [string, JsonSchema][] {
  return Object.entries(doc.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b));
}
