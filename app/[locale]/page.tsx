import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { CategoryGrid } from "@/components/catalog/category-grid";
import { VendorCardList } from "@/components/search/vendor-card";
import { listCategoryTree } from "@/server/catalog/categories";
import { marketplaceHome, type MarketplaceHome } from "@/server/search/home/home";
import { useTranslations } from "next-intl";
import { getPathname, Link } from "@/i18n/navigation";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import type { AppLocale } from "@/i18n/routing";
import { Button } from "@/components/ui/button";

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
  await connection(); // rendered per request: the categories and strips come from the database
  const [categories, strips] = await Promise.all([listCategoryTree(locale), marketplaceHome(locale)]);
  return <Home locale={locale} categories={categories} strips={strips} />;
}

/** The strips of GET /marketplace/home; a strip a search can continue links to it. Empty strips are left out. */
const STRIPS = [
  { key: "featured", title: "featuredTitle", query: null },
  { key: "top_rated", title: "topRatedTitle", query: { sort: "rating" } },
  { key: "newly_joined", title: "newTitle", query: { sort: "-created_at" } },
] as const;

function Home({ locale, categories, strips }: { locale: AppLocale; categories: Awaited<ReturnType<typeof listCategoryTree>>; strips: MarketplaceHome }) {
  const t = useTranslations("home");

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{t("heroTitle")}</h1>
          <p className="lead">{t("heroSubtitle")}</p>
          <form className="search-form" role="search" aria-label={t("searchLabel")} method="get" action={getPathname({ href: "/search", locale })}>
            <label htmlFor="home-search" className="visually-hidden">
              {t("searchLabel")}
            </label>
            <input id="home-search" name="q" type="search" placeholder={t("searchPlaceholder")} autoComplete="off" />
            <Button type="submit">{t("searchButton")}</Button>
          </form>
        </div>
      </section>

      <section className="container section" id="categories" aria-labelledby="categories-title">
        <h2 id="categories-title">{t("categoriesTitle")}</h2>
        <p className="section__intro">{t("categoriesIntro")}</p>
        <CategoryGrid categories={categories} />
      </section>

      {STRIPS.filter((s) => strips[s.key].length > 0).map((s) => (
        <section key={s.key} className="container section home-strip" aria-labelledby={`strip-${s.key}`} data-testid={`home-strip-${s.key}`}>
          <div className="home-strip__head">
            <h2 id={`strip-${s.key}`}>{t(s.title)}</h2>
            {s.query && <Link href={{ pathname: "/search", query: s.query }}>{t("seeAll")}</Link>}
          </div>
          <VendorCardList cards={strips[s.key]} label={t(s.title)} />
        </section>
      ))}

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
