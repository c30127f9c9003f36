import type { Deprecation } from "../core/http/deprecation";

// How the document says what is deprecated (docs/api-contract.md): the
// operation, or with `fields` only the named fields of its answer's `data` or
// of its body, gets `deprecated: true` and its sunset day as `x-sunset`, which
// the contract check reads (scripts/api-contract/breaking-changes.ts).

type JsonSchema = Record<string, unknown>;

/** What the operation object itself carries: marked when the whole operation goes. */
export function operationDeprecation(deprecation: Deprecation | undefined): JsonSchema {
  if (!deprecation || deprecation.fields?.length) return {};
  return { deprecated: true, "x-sunset": deprecation.sunset };
}

/**
 * Marks each dotted field (`plan.team_size`) in the operation's success
 * answer's `data` or else its body, following `$ref`s into `schemas` (a named
 * schema's field is then deprecated wherever it is used), arrays and
 * `anyOf`/`oneOf`/`allOf`. A field found in neither fails the build: a typo
 * must not announce nothing.
 */
export function markDeprecatedFields(operation: JsonSchema, deprecation: Deprecation, schemas: Record<string, JsonSchema>): void {
  const roots = [answerData(operation), bodySchema(operation)].filter((s): s is JsonSchema => !!s);
  for (const field of deprecation.fields ?? []) {
    const found = roots.flatMap((root) => fieldsAt(root, field.split("."), schemas));
    if (!found.length) throw new Error(`deprecated field ${field} is in neither the answer's data nor the body of ${String(operation.operationId)}`);
    for (const schema of found) Object.assign(schema, { deprecated: true, "x-sunset": deprecation.sunset });
  }
}

function answerData(operation: JsonSchema): JsonSchema | undefined {
  const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  const success = Object.entries(responses).find(([status]) => status.startsWith("2"))?.[1];
  return (success?.content?.["application/json"]?.schema?.properties as Record<string, JsonSchema> | undefined)?.data;
}

function bodySchema(operation: JsonSchema): JsonSchema | undefined {
  return (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.["application/json"]?.schema;
}

/** The property schemas at `path` under `schema`, through every branch that has them. */
function fieldsAt(schema: JsonSchema, path: string[], schemas: Record<string, JsonSchema>, seen = new Set<string>()): JsonSchema[] {
  const ref = typeof schema.$ref === "string" ? schema.$ref.replace("#/components/schemas/", "") : undefined;
  if (ref) return seen.has(ref) || !schemas[ref] ? [] : fieldsAt(schemas[ref], path, schemas, new Set([...seen, ref]));
  const branches = ["anyOf", "oneOf", "allOf"].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as JsonSchema[]) : []));
  if (schema.items && typeof schema.items === "object") branches.push(schema.items as JsonSchema);
  const [name, ...rest] = path;
  const property = (schema.properties as Record<string, JsonSchema> | undefined)?.[name];
  const here = property ? (rest.length ? fieldsAt(property, rest, schemas, seen) : [property]) : [];
  return [...here, ...branches.flatMap((b) => fieldsAt(b, path, schemas, seen))];
}
