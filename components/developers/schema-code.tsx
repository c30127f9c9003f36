import { schemaAnchor, type JsonSchema } from "./openapi-model";

const REF = /"\$ref": "#\/components\/schemas\/([^"]+)"/g;

/** A JSON schema as indented JSON, left to right in its own scroll box; each $ref links to the named schema. */
export function SchemaCode({ schema }: { schema: JsonSchema }) {
  const text = JSON.stringify(schema, null, 2);
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(REF)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index}>
        {'"$ref": "'}
        <a href={`#${schemaAnchor(match[1])}`}>{`#/components/schemas/${match[1]}`}</a>
        {'"'}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <pre className="dev-code" dir="ltr" lang="en">
      <code>{parts}</code>
    </pre>
  );
}
