import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import { buildOpenApiDocument } from "@/server/api/openapi";

type Props = { params: LocaleParams };
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Record<string, unknown> };
type Operation = { summary: string; tags: string[]; parameters: Parameter[]; security: unknown[] };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "developers" });
  return { title: t("title") };
}

function typeOf(schema: Record<string, unknown> | undefined): string {
  if (!schema) return "";
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).join(" | ");
  return String(schema.type ?? (schema.anyOf ? "…" : ""));
}

/** Human-readable reference generated from the same OpenAPI document as /api/v1/openapi.json. */
export default async function ApiReferencePage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "developers" });
  const doc = buildOpenApiDocument();
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  const tags = [...new Set(operations.flatMap((o) => o.op.tags))];
  return (
    <div className="container section api-reference" dir="ltr">
      <h1>{t("title")}</h1>
      <p className="lead" dir="auto">{t("intro")}</p>
      <ul>
        <li>
          <a href="/api/v1/openapi.json">{t("download")}</a>
        </li>
        <li>
          {/* Generated from the same document by `npm run api-types` (public/sdk). */}
          <a href="/sdk/api-v1.d.ts" download>
            {t("typesDownload")}
          </a>{" "}
          (<a href="/sdk/README.md">{t("typesHowTo")}</a>)
        </li>
      </ul>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`}>{tag}</h2>
          {operations
            .filter((o) => o.op.tags.includes(tag))
            .map(({ path, method, op }) => (
              <article key={`${method} ${path}`} className="card api-operation">
                <h3>
                  <code>
                    {method} /api/v1{path}
                  </code>
                </h3>
                <p>{op.summary}</p>
                <table>
                  <thead>
                    <tr>
                      <th>{t("parameter")}</th>
                      <th>{t("location")}</th>
                      <th>{t("type")}</th>
                      <th>{t("description")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {op.parameters.map((p) => (
                      <tr key={`${p.in}-${p.name}`}>
                        <td>
                          <code>{p.name}</code>
                          {p.required ? " *" : ""}
                        </td>
                        <td>{p.in}</td>
                        <td>{typeOf(p.schema)}</td>
                        <td>{p.description ?? ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </article>
            ))}
        </section>
      ))}
    </div>
  );
}
