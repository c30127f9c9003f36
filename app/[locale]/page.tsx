import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { CategoryGrid } from "@/components/catalog/category-grid";
import { listCategoryTree } from "@/server/catalog/categories";
import { useTranslations } from "next-intl";
import { getPathname } from "@/i18n/navigation";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import type { AppLocale } from "@/i18n/routing";

type Props = { params: LocaleParams };

const steps = ["plan", "quote", "book"] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "home" });
  const tc = await getTranslations({ locale, namespace: "common" });
  // The layout's title template does not apply to a page of its own segment.
  return { title: { absolute: `${tc("appName")} | ${t("metaTitle")}` }, description: t("metaDescription") };
}

export default async function HomePage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  await connection(); // rendered per request: the categories come from the database
  const categories = await listCategoryTree(locale);
  return <Home locale={locale} categories={categories} />;
}

function Home({ locale, categories }: { locale: AppLocale; categories: Awaited<ReturnType<typeof listCategoryTree>> }) {
  const t = useTranslations("home");

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{t("heroTitle")}</h1>
          <p className="lead">{t("heroSubtitle")}</p>
          <form className="search-form" role="search" method="get" action={getPathname({ href: "/search", locale })}>
            <label htmlFor="home-search" className="visually-hidden">
              {t("searchLabel")}
            </label>
            <input id="home-search" name="q" type="search" placeholder={t("searchPlaceholder")} autoComplete="off" />
            <button type="submit">{t("searchButton")}</button>
          </form>
        </div>
      </section>

      <section className="container section" id="categories" aria-labelledby="categories-title">
        <h2 id="categories-title">{t("categoriesTitle")}</h2>
        <p className="section__intro">{t("categoriesIntro")}</p>
        <CategoryGrid categories={categories} />
      </section>

      <section className="container section" aria-labelledby="steps-title">
        <h2 id="steps-title">{t("stepsTitle")}</h2>
        <ol className="steps">
          {steps.map((step) => (
            <li key={step} className="card">
              <h3>{t(`steps.${step}.title`)}</h3>
              <p>{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
