import { useTranslations } from "next-intl";
import { Fragment } from "react";
import type { OperationView } from "./openapi-model";
import { DEV_TAGS } from "./rich-tags";
import { SchemaCode } from "./schema-code";

/** A path that may break after each slash on a narrow screen, not inside a segment. */
function BreakablePath({ path }: { path: string }) {
  const segments = path.split("/");
  return segments.map((segment, i) => (
    <Fragment key={i}>
      {i > 0 ? "/" : ""}
      {segment}
      {i > 0 && i < segments.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

/** One endpoint, collapsed: method, path, auth and summary on the line; parameters and schemas on expand. */
export function OperationDetails({ op, baseUrl }: { op: OperationView; baseUrl: string }) {
  const t = useTranslations("developers.op");
  return (
    <details className="dev-op" id={op.id}>
      <summary className="dev-op__summary">
        <span className="dev-op__line">
          <span className={`dev-method dev-method--${op.method.toLowerCase()}`} dir="ltr" translate="no">
            {op.method}
          </span>
          <code className="dev-op__path" dir="ltr">
            <BreakablePath path={op.path} />
          </code>
        </span>
        <span className="dev-op__badges">
          <span className={op.signedIn ? "dev-badge dev-badge--auth" : "dev-badge"}>{op.signedIn ? t("signedIn") : t("public")}</span>
          {op.idempotent ? (
            <span className="dev-badge" dir="ltr" translate="no">
              {t("idempotent")}
            </span>
          ) : null}
        </span>
        <span className="dev-op__text" dir="auto" lang="en">
          {op.summary}
        </span>
      </summary>
      <div className="dev-op__body">
        <p className="dev-op__url" dir="ltr">
          <code>
            {op.method} {baseUrl}
            {op.path}
          </code>
        </p>
        <h4>{t("parameters")}</h4>
        {op.parameters.length ? (
          <div className="dev-table-wrap">
            <table className="dev-table">
              <thead>
                <tr>
                  <th>{t("name")}</th>
                  <th>{t("in")}</th>
                  <th>{t("type")}</th>
                  <th>{t("description")}</th>
                </tr>
              </thead>
              <tbody>
                {op.parameters.map((p) => (
                  <tr key={`${p.in}-${p.name}`}>
                    <td dir="ltr">
                      <code>{p.name}</code>
                      {p.required ? <abbr title={t("required")}> *</abbr> : null}
                    </td>
                    <td dir="ltr" translate="no">
                      {p.in}
                    </td>
                    <td dir="ltr">
                      <code>{p.type}</code>
                    </td>
                    <td dir="auto" lang="en">
                      {p.description ?? ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="dev-muted">{t("noParameters")}</p>
        )}
        {op.requestBody ? (
          <>
            <h4>{t.rich("requestBody", DEV_TAGS)}</h4>
            <SchemaCode schema={op.requestBody} />
          </>
        ) : null}
        {op.successStatus === "204" ? (
          <h4>{t("noContent")}</h4>
        ) : (
          <>
            <h4>{t.rich("response", { ...DEV_TAGS, status: op.successStatus })}</h4>
            <SchemaCode schema={op.responseData ?? {}} />
          </>
        )}
      </div>
    </details>
  );
}
