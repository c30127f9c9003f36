import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import { createContext } from "@/server/core/http/request-context";
import { authenticate } from "@/server/identity/sessions/authenticate";
import { mayReadOutbox } from "@/server/api/dev-outbox-access";
import { isLogMessagingActive, listOutboxMessages } from "@/server/messaging/send";

type Props = { params: LocaleParams; searchParams: Promise<{ key?: string | string[] }> };

const LATEST = 50;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "devOutbox" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** The signed-in user of this page request (the same cookie check as the API). */
async function signedInUserId(): Promise<string | undefined> {
  const request = new Request("http://localhost/dev/outbox", { headers: await headers() });
  const ctx = createContext(request);
  await authenticate(request, ctx);
  return ctx.userId;
}

/**
 * The development outbox: the latest email, SMS and push stored by the `log`
 * messaging provider, so OTP codes and links can be read without a real
 * mailbox or phone. It does not exist once a real provider is configured,
 * and shows messages only with `?key=<outbox key>` or to a Super Admin.
 */
export default async function DevOutboxPage({ params, searchParams }: Props) {
  await connection();
  const locale = await resolveLocaleParam(params);
  if (!isLogMessagingActive()) notFound();
  const t = await getTranslations({ locale, namespace: "devOutbox" });
  const { key } = await searchParams;
  if (!(await mayReadOutbox(typeof key === "string" ? key : undefined, await signedInUserId()))) {
    return (
      <section className="container section" aria-labelledby="dev-outbox-title">
        <h1 id="dev-outbox-title">{t("title")}</h1>
        <p className="card">{t("locked")}</p>
      </section>
    );
  }
  const format = await getFormatter({ locale });
  const { items, pagination } = await listOutboxMessages({ page: 1, per_page: LATEST });

  return (
    <section className="container section" aria-labelledby="dev-outbox-title">
      <h1 id="dev-outbox-title">{t("title")}</h1>
      <p className="lead">{t("intro", { count: LATEST })}</p>
      <p>
        <a href="/api/v1/dev/outbox" dir="ltr">
          <code>GET /api/v1/dev/outbox</code>
        </a>
        {" · "}
        {t("total", { total: pagination.total })}
      </p>
      {items.length === 0 ? (
        <p className="card">{t("empty")}</p>
      ) : (
        <ol>
          {items.map((m) => (
            <li key={m.id} className="card" style={{ marginBlockEnd: "var(--space-4)" }}>
              <dl>
                <dt>{t("time")}</dt>
                <dd>
                  <time dateTime={m.created_at}>{format.dateTime(new Date(m.created_at), { dateStyle: "medium", timeStyle: "medium" })}</time>
                </dd>
                <dt>{t("channel")}</dt>
                <dd>{t(`channels.${m.channel}`)}</dd>
                <dt>{t("recipient")}</dt>
                <dd>
                  <bdi dir="ltr">{m.to}</bdi>
                </dd>
                {m.subject !== null && (
                  <>
                    <dt>{t("subject")}</dt>
                    {/* The message as sent, verbatim, in its recipient's language (`lang`), names and all: not page text to translate (docs/route-walk.md). */}
                    <dd dir="auto" lang={m.locale} translate="no">
                      {m.subject}
                    </dd>
                  </>
                )}
                <dt>{t("template")}</dt>
                <dd>
                  <code dir="ltr" style={{ overflowWrap: "anywhere" }}>
                    {m.template}
                  </code>{" "}
                  (<bdi>{m.locale}</bdi>)
                </dd>
              </dl>
              <pre dir="auto" lang={m.locale} translate="no" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 }}>
                {m.body}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
