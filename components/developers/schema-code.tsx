import type { ReactNode } from "react";
import { schemaAnchor, type JsonSchema } from "./openapi-model";

// JSON Schema written as a short TypeScript-like type: `{ name_ar: string(1..120); logo?: Media | null }`.
// Much shorter than the JSON (no quotes to escape twice, once in the HTML and once in the RSC payload), and
// what a client developer types anyway. The exact JSON Schema is in /api/v1/openapi.json.

type Piece = string | { ref: string };

function range(min: unknown, max: unknown): string {
  if (min === undefined && max === undefined) return "";
  return `(${min ?? ""}..${max ?? ""})`;
}

function literal(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : JSON.stringify(value);
}

function write(schema: JsonSchema | undefined, indent: string, out: Piece[]): void {
  if (!schema || Object.keys(schema).length === 0) {
    out.push("unknown");
    return;
  }
  const ref = typeof schema.$ref === "string" ? /#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1] : undefined;
  if (ref) {
    out.push({ ref });
    return;
  }
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(union)) {
    union.forEach((member, i) => {
      if (i) out.push(" | ");
      write(member, indent, out);
    });
    return;
  }
  if (Array.isArray(schema.allOf)) {
    (schema.allOf as JsonSchema[]).forEach((member, i) => {
      if (i) out.push(" & ");
      write(member, indent, out);
    });
    return;
  }
  if ("const" in schema) {
    out.push(literal(schema.const));
    return;
  }
  if (Array.isArray(schema.enum)) {
    out.push((schema.enum as unknown[]).map(literal).join(" | "));
    return;
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  types.forEach((type, i) => {
    if (i) out.push(" | ");
    writeType(type, schema, indent, out);
  });
  if (schema.default !== undefined) out.push(` = ${literal(schema.default)}`);
}

function writeType(type: string | undefined, schema: JsonSchema, indent: string, out: Piece[]): void {
  switch (type) {
    case "string":
      out.push(`string${typeof schema.format === "string" ? `<${schema.format}>` : ""}${range(schema.minLength, schema.maxLength)}`);
      return;
    case "integer":
    case "number":
      out.push(`${type}${range(schema.minimum ?? schema.exclusiveMinimum, schema.maximum ?? schema.exclusiveMaximum)}`);
      return;
    case "array":
      out.push("Array<");
      write(schema.items as JsonSchema | undefined, indent, out);
      out.push(`>${range(schema.minItems, schema.maxItems)}`);
      return;
    case "object":
    case undefined: {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      const extra = schema.additionalProperties;
      const names = Object.keys(properties);
      if (!names.length && (extra === undefined || extra === false || extra === true)) {
        out.push(type === undefined ? "unknown" : "object");
        return;
      }
      const inner = `${indent}  `;
      out.push("{\n");
      for (const name of names) {
        out.push(`${inner}${name}${required.has(name) ? "" : "?"}: `);
        write(properties[name], inner, out);
        const description = properties[name].description;
        out.push(typeof description === "string" ? `; // ${description}\n` : ";\n");
      }
      if (extra && typeof extra === "object") {
        out.push(`${inner}[key: string]: `);
        write(extra as JsonSchema, inner, out);
        out.push(";\n");
      }
      out.push(`${indent}}`);
      return;
    }
    default:
      out.push(type);
  }
}

/** The pieces of a schema's type text; a named schema is a { ref } piece. Exported for the test. */
export function schemaPieces(schema: JsonSchema | undefined): Piece[] {
  const out: Piece[] = [];
  write(schema, "", out);
  const merged: Piece[] = [];
  for (const piece of out) {
    const last = merged[merged.length - 1];
    if (typeof piece === "string" && typeof last === "string") merged[merged.length - 1] = last + piece;
    else merged.push(piece);
  }
  return merged;
}

/** A schema as a type, left to right in its own scroll box; each named schema links to its definition. */
export function SchemaCode({ schema }: { schema: JsonSchema | undefined }) {
  const nodes: ReactNode[] = schemaPieces(schema).map((piece, i) =>
    typeof piece === "string" ? (
      piece
    ) : (
      <a key={i} href={`#${schemaAnchor(piece.ref)}`}>
        {piece.ref}
      </a>
    ),
  );
  return (
    <pre className="dev-code" dir="ltr" lang="en">
      <code>{nodes}</code>
    </pre>
  );
}
