import { useTranslations } from "next-intl";
import { ApiOverview } from "./api-overview";
import { groupOperations, namedSchemas, schemaAnchor, type GroupView, type JsonSchema } from "./openapi-model";
import { OperationDetails } from "./operation-details";
import { DEV_TAGS } from "./rich-tags";
import { SchemaCode } from "./schema-code";
import "./developers.css";

type Doc = Parameters<typeof groupOperations>[0];

/**
 * The human-readable API reference: essentials, a table of contents of the endpoint groups (tags), each
 * endpoint collapsed in a <details>. The chrome follows the page language; code, paths and schemas stay LTR.
 */
export function ApiReference({ doc }: { doc: Doc }) {
  const t = useTranslations("developers");
  const groups = groupOperations(doc);
  const schemas = namedSchemas(doc);
  const baseUrl = doc.servers?.[0]?.url ?? "/api/v1";
  const groupName = (tag: string) => (t.has(`groups.${tag}.name` as never) ? t(`groups.${tag}.name` as never) : tag === "Other" ? t("group.other") : tag);
  return (
    <div className="container section dev-reference">
      <header className="dev-header">
        <h1>{t("title")}</h1>
        <p className="lead">{t.rich("intro", DEV_TAGS)}</p>
        <ul className="dev-links">
          <li>
            <a href="/api/v1/openapi.json">{t.rich("links.openapi", DEV_TAGS)}</a>
          </li>
          <li>
            {/* Generated from the same document by `npm run api-types` (public/sdk). */}
            <a href="/sdk/api-v1.d.ts" download>
              {t.rich("links.types", DEV_TAGS)}
            </a>{" "}
            (<a href="/sdk/README.md">{t.rich("links.typesHowTo", DEV_TAGS)}</a>)
          </li>
        </ul>
      </header>
      <div className="dev-layout">
        <nav className="dev-toc card" aria-labelledby="dev-toc-title">
          <h2 id="dev-toc-title">{t("toc.title")}</h2>
          <ol>
            <li>
              <a href="#essentials">{t("toc.overview")}</a>
            </li>
            {groups.map((group) => (
              <li key={group.tag}>
                <a href={`#${group.anchor}`}>{groupName(group.tag)}</a> <span className="dev-muted">({group.operations.length})</span>
              </li>
            ))}
            <li>
              <a href="#schemas">{t("toc.schemas")}</a> <span className="dev-muted">({schemas.length})</span>
            </li>
          </ol>
        </nav>
        <div className="dev-content">
          <ApiOverview baseUrl={baseUrl} />
          {groups.map((group) => (
            <Group key={group.tag} group={group} name={groupName(group.tag)} baseUrl={baseUrl} />
          ))}
          <Schemas schemas={schemas} />
        </div>
      </div>
    </div>
  );
}

function Group({ group, name, baseUrl }: { group: GroupView; name: string; baseUrl: string }) {
  const t = useTranslations("developers");
  const textKey = `groups.${group.tag}.text` as never;
  return (
    <section id={group.anchor} className="dev-section" aria-labelledby={`${group.anchor}-title`}>
      <h2 id={`${group.anchor}-title`}>
        {name} <span className="dev-muted dev-count">{t("group.count", { count: group.operations.length })}</span>
      </h2>
      {t.has(textKey) ? <p className="dev-muted">{t.rich(textKey, DEV_TAGS as never)}</p> : null}
      <div className="dev-ops">
        {group.operations.map((op) => (
          <OperationDetails key={`${op.method} ${op.path}`} op={op} baseUrl={baseUrl} />
        ))}
      </div>
    </section>
  );
}

function Schemas({ schemas }: { schemas: [string, JsonSchema][] }) {
  const t = useTranslations("developers.schemas");
  return (
    <section id="schemas" className="dev-section" aria-labelledby="schemas-title">
      <h2 id="schemas-title">{t("title")}</h2>
      <p className="dev-muted">{t("text")}</p>
      {/* Collapsed as a whole: a link to one schema opens it (browsers reveal a closed <details> holding the target). */}
      <details className="dev-schemas">
        <summary>{t("show", { count: schemas.length })}</summary>
        <div className="dev-ops">
          {schemas.map(([name, schema]) => (
            <details key={name} id={schemaAnchor(name)} className="dev-op">
              <summary className="dev-op__summary">
                <code className="dev-op__path" dir="ltr">
                  {name}
                </code>
              </summary>
              <div className="dev-op__body">
                <SchemaCode schema={schema} />
              </div>
            </details>
          ))}
        </div>
      </details>
    </section>
  );
}
