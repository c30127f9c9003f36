import { useTranslations } from "next-intl";
import { ERROR_CATALOGUE } from "@/server/core/errors";
import { BUCKETS } from "@/server/core/rate-limit/buckets";
import { DEV_TAGS } from "./rich-tags";

const SUCCESS_EXAMPLE = `{
  "data": { "id": "01JD…", "name": "…" },
  "meta": { "request_id": "01JD…" },
  "links": { "next": "/api/v1/search/vendors?cursor=…", "prev": null }
}`;

const ERROR_EXAMPLE = `{
  "error": {
    "code": "VALIDATION_FAILED",
    "message": "The request did not pass validation; see details.",
    "details": { "email": ["…"] },
    "request_id": "01JD…"
  }
}`;

function Code({ children }: { children: string }) {
  return (
    <pre className="dev-code" dir="ltr" lang="en">
      <code>{children}</code>
    </pre>
  );
}

/** The essentials before the endpoint list: base URL, envelope, errors, auth, idempotency, rate limits. */
export function ApiOverview({ baseUrl }: { baseUrl: string }) {
  const t = useTranslations("developers.overview");
  const errors = Object.entries(ERROR_CATALOGUE);
  return (
    <section id="essentials" className="dev-section" aria-labelledby="essentials-title">
      <h2 id="essentials-title">{t("title")}</h2>
      <div className="dev-essentials">
        <article className="card dev-card">
          <h3>{t("baseUrl.title")}</h3>
          <p className="dev-base-url" dir="ltr">
            <code>{baseUrl}</code>
          </p>
          <p>{t.rich("baseUrl.text", DEV_TAGS)}</p>
        </article>
        <article className="card dev-card">
          <h3>{t("auth.title")}</h3>
          <p>{t.rich("auth.text", DEV_TAGS)}</p>
          <Code>Authorization: Bearer eyJhbGciOi…</Code>
        </article>
        <article className="card dev-card">
          <h3>{t("envelope.title")}</h3>
          <p>{t.rich("envelope.text", DEV_TAGS)}</p>
          <Code>{SUCCESS_EXAMPLE}</Code>
        </article>
        <article className="card dev-card">
          <h3>{t("errors.title")}</h3>
          <p>{t.rich("errors.text", DEV_TAGS)}</p>
          <Code>{ERROR_EXAMPLE}</Code>
          <details className="dev-more">
            <summary>{t("errors.all", { count: errors.length })}</summary>
            <div className="dev-table-wrap">
              <table className="dev-table">
                <thead>
                  <tr>
                    <th>{t("errors.code")}</th>
                    <th>{t.rich("errors.status", DEV_TAGS)}</th>
                    <th>{t("errors.message")}</th>
                  </tr>
                </thead>
                <tbody>
                  {errors.map(([code, { status, message }]) => (
                    <tr key={code}>
                      <td dir="ltr">
                        <code>{code}</code>
                      </td>
                      <td dir="ltr">{status}</td>
                      <td dir="auto" lang="en">
                        {message}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </article>
        <article className="card dev-card">
          <h3>{t("idempotency.title")}</h3>
          <p>{t.rich("idempotency.text", DEV_TAGS)}</p>
          <Code>Idempotency-Key: 0b6f1c9e-3a4d-4f8e-9a57-2d1c7e5b9f30</Code>
        </article>
        <article className="card dev-card">
          <h3>{t("rateLimits.title")}</h3>
          <p>{t.rich("rateLimits.text", DEV_TAGS)}</p>
          <div className="dev-table-wrap">
            <table className="dev-table">
              <thead>
                <tr>
                  <th>{t("rateLimits.bucket")}</th>
                  <th>{t("rateLimits.limit")}</th>
                  <th>{t("rateLimits.window")}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(BUCKETS).map(([name, bucket]) => (
                  <tr key={name}>
                    <td dir="ltr">
                      <code>{name}</code>
                    </td>
                    <td>{bucket.points}</td>
                    <td>{t("rateLimits.seconds", { count: bucket.duration })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </article>
      </div>
    </section>
  );
}
