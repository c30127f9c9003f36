import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { CategoryGrid } from "@/components/catalog/category-grid";
import { resolveLocaleParam } from "@/i18n/locale-param";
import { getCategoryBySlugOrThrow } from "@/server/catalog/categories";
import { AppError } from "@/server/core/errors";

type Props = { params: Promise<{ locale: string; slug: string }> };

async function load(params: Props["params"]) {
  const locale = await resolveLocaleParam(params);
  await connection();
  const { slug } = await params;
  try {
    return { locale, category: await getCategoryBySlugOrThrow(decodeURIComponent(slug), locale, { seo: true }) };
  } catch (e) {
    if (e instanceof AppError && e.code === "NOT_FOUND") notFound();
    throw e;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await load(params);
  return {
    title: (locale === "en" ? category.seo?.title_en : category.seo?.title_ar) ?? category.name,
    description: (locale === "en" ? category.seo?.description_en : category.seo?.description_ar) ?? undefined,
  };
}

/** A category page; vendor listings arrive with marketplace discovery. */
export default async function CategoryPage({ params }: Props) {
  const { locale, category } = await load(params);
  const t = await getTranslations({ locale, namespace: "category" });
  return (
    <section className="container section" aria-labelledby="category-title">
      <h1 id="category-title">{category.name}</h1>
      <p className="lead">{locale === "en" ? category.seo?.description_en : category.seo?.description_ar}</p>
      {category.children.length > 0 && (
        <>
          <h2>{t("subcategories")}</h2>
          <CategoryGrid categories={category.children.map((c) => ({ ...c, children: [] }))} />
        </>
      )}
    </section>
  );
}
