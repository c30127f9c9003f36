import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageBody } from "@/components/content/page-body";
import { resolveLocaleParam } from "@/i18n/locale-param";
import { getPublishedPage } from "@/server/content/cms-pages";
import { AppError } from "@/server/core/errors";

type Props = { params: Promise<{ locale: string; slug: string }> };

async function load(params: Props["params"]) {
  const locale = await resolveLocaleParam(params);
  await connection();
  const { slug } = await params;
  try {
    return { locale, page: await getPublishedPage(decodeURIComponent(slug), locale) };
  } catch (e) {
    if (e instanceof AppError && e.code === "NOT_FOUND") notFound();
    throw e;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await load(params);
  return { title: page.title };
}

/** A published CMS page (terms, privacy, about, ...) in the page's language. */
export default async function ContentPage({ params }: Props) {
  const { locale, page } = await load(params);
  const t = await getTranslations({ locale, namespace: "cmsPage" });
  const format = await getFormatter({ locale });
  return (
    <article className="container section" aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      <PageBody text={page.body} />
      <p className="page-meta">
        <time dateTime={page.updated_at}>{t("updated", { date: format.dateTime(new Date(page.updated_at), { dateStyle: "long" }) })}</time>
      </p>
    </article>
  );
}
