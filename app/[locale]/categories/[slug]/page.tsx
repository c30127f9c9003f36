import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Breadcrumb } from "@/components/catalog/breadcrumb";
import { SearchResults } from "@/components/search/search-results";
import { readSearchParams } from "@/components/search/search-url";
import { resolveLocaleParam } from "@/i18n/locale-param";
import { getCategoryBySlugOrThrow, listCategoryTree } from "@/server/catalog/categories";
import { listGovernoratesWithAreas } from "@/server/catalog/locations";
import { AppError } from "@/server/core/errors";

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

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

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { locale, category } = await load(params);
  return {
    title: (locale === "en" ? category.seo?.title_en : category.seo?.title_ar) ?? category.name,
    description: (locale === "en" ? category.seo?.description_en : category.seo?.description_ar) ?? undefined,
  };
}

/**
 * A category page: its subcategories and its vendors through the vendor
 * search (category filter; by default the category's featured vendors take
 * the first places). Unknown slugs get the not-found page with suggestions.
 */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { locale, category } = await load(params);
  const t = await getTranslations({ locale, namespace: "category" });
  const query = readSearchParams(await searchParams);
  delete query.category; // the path names the category
  const [categories, governorates] = await Promise.all([listCategoryTree(locale), listGovernoratesWithAreas(locale)]);
  const parent = categories.find((root) => root.children.some((c) => c.id === category.id));
  return (
    <section className="container section category-page" aria-labelledby="category-title">
      <Breadcrumb
        trail={[{ name: t("home"), href: "/" }, ...(parent ? [{ name: parent.name, href: `/categories/${parent.slug}` }] : [])]}
        current={category.name}
      />
      <h1 id="category-title">{category.name}</h1>
      <p className="lead">{locale === "en" ? category.seo?.description_en : category.seo?.description_ar}</p>
      <SearchResults
        locale={locale}
        pathname={`/categories/${category.slug}`}
        params={query}
        category={{ id: category.id, name: category.name, parent: parent && { slug: parent.slug, name: parent.name }, children: category.children }}
        categories={categories}
        governorates={governorates}
      />
    </section>
  );
}
