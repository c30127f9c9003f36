import { versionedCache } from "../core/cache/versioned-cache";
import { db } from "../core/db/client";
import type { Category } from "../core/db/generated/client";
import { notFound } from "../core/errors";
import { shared } from "../core/http/envelope";
import { localized, type Locale } from "../core/i18n";

type CategoryView = ReturnType<typeof toView>;

function toView(c: Category, locale: Locale, withSeo: boolean) {
  return {
    id: c.id,
    slug: c.slug,
    name: localized(locale, c.nameAr, c.nameEn),
    name_ar: c.nameAr,
    name_en: c.nameEn,
    icon: c.icon,
    sort_order: c.sortOrder,
    ...(withSeo
      ? {
          seo: {
            title_ar: c.seoTitleAr,
            title_en: c.seoTitleEn,
            description_ar: c.seoDescriptionAr,
            description_en: c.seoDescriptionEn,
          },
        }
      : {}),
  };
}

// Every category row, in taxonomy order, kept in this process until reference
// data changes (server/core/cache): the tree, a category page and the search
// filter read it on every request.
const allCategories = versionedCache("reference", () => db.category.findMany({ orderBy: [{ sortOrder: "asc" }, { slug: "asc" }] }));

/** Every category (any status), in sort order. Shared: do not modify. */
export function categoryRows(): Promise<readonly Category[]> {
  return allCategories.get("categories");
}

/** The active category tree (two levels), in sort order. Inactive branches are hidden. */
export async function listCategoryTree(locale: Locale, opts: { seo?: boolean } = {}): Promise<(CategoryView & { children: CategoryView[] })[]> {
  const rows = (await categoryRows()).filter((r) => r.status === "active");
  const roots = rows.filter((r) => r.parentId === null);
  return roots.map((root) => ({
    ...toView(root, locale, !!opts.seo),
    children: rows.filter((r) => r.parentId === root.id).map((child) => toView(child, locale, !!opts.seo)),
  }));
}

/**
 * The category tree as GET /categories answers it, built once per language
 * and SEO choice until reference data changes, and shared by every answer
 * (frozen, serialized once: server/core/http/envelope.ts `shared`).
 */
const treeAnswers = versionedCache("reference", async (key: `${Locale} ${"seo" | "plain"}`) => {
  const [locale, seo] = key.split(" ") as [Locale, string];
  return shared(await listCategoryTree(locale, { seo: seo === "seo" }));
});

export function categoryTreeAnswer(locale: Locale, opts: { seo: boolean }) {
  return treeAnswers.get(`${locale} ${opts.seo ? "seo" : "plain"}`);
}

/**
 * One active category by slug. Unknown or inactive slugs are a 404 that
 * carries `suggestions`: active categories whose slug or name is close.
 */
export async function getCategoryBySlugOrThrow(slug: string, locale: Locale, opts: { seo?: boolean } = {}) {
  const rows = await categoryRows();
  const wanted = slug.toLowerCase();
  const category = rows.find(
    (c) => c.slug === wanted && c.status === "active" && (c.parentId === null || rows.some((p) => p.id === c.parentId && p.status === "active")),
  );
  if (!category) throw notFound({ suggestions: await suggestCategories(slug, locale) });
  const children = rows.filter((c) => c.parentId === category.id && c.status === "active");
  return { ...toView(category, locale, !!opts.seo), children: children.map((c) => toView(c, locale, !!opts.seo)) };
}

/** Close active categories by trigram similarity or edit distance of slug and names. */
export async function suggestCategories(term: string, locale: Locale, limit = 3) {
  const q = term.toLowerCase().replace(/[-_]+/g, " ").slice(0, 100);
  const rows = await db.$queryRaw<{ slug: string; name_ar: string; name_en: string }[]>`
    SELECT slug, name_ar, name_en FROM (
      SELECT slug, name_ar, name_en, sort_order,
        GREATEST(similarity(replace(slug, '-', ' '), ${q}), word_similarity(${q}, lower(name_en)), word_similarity(${q}, name_ar)) AS score,
        levenshtein(left(replace(slug, '-', ' '), 255), left(${q}, 255)) AS distance
      FROM categories WHERE status = 'active'
    ) c
    WHERE score >= 0.3 OR distance <= 3
    ORDER BY score DESC, distance ASC, sort_order ASC
    LIMIT ${limit}`;
  return rows.map((r) => ({ slug: r.slug, name: localized(locale, r.name_ar, r.name_en), name_ar: r.name_ar, name_en: r.name_en }));
}
