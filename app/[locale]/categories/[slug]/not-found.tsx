"use client";

import { useTranslations } from "next-intl";
import { useParams } from "next/navigation";
import type { ApiData } from "@/components/ui/api-types";
import { LinkButton } from "@/components/ui/button";
import { errorOf, statusOf, useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";

// GET /categories/{slug}: the OpenAPI error envelope does not declare `suggestions` (categories by slug and name).
type Suggestion = Pick<ApiData<"/categories/{slug}">, "slug" | "name">;

// An unknown or inactive category slug: the not-found page plus the close
// categories the API's 404 carries (`error.suggestions`). A not-found file gets
// no props, so the suggestions are read from the API with the URL's slug.
function useSuggestions(slug: string) {
  const category = useApiQuery("/categories/{slug}", { path: { slug } });
  const suggestions = statusOf(category.error) === 404 ? ((errorOf(category.error)?.suggestions as Suggestion[] | undefined) ?? []) : [];
  return { isPending: category.isPending, data: suggestions };
}

export default function CategoryNotFound() {
  const t = useTranslations("notFound");
  const ts = useTranslations("search.categoryNotFound");
  const tc = useTranslations("common");
  const { slug } = useParams<{ slug: string }>();
  const suggestions = useSuggestions(decodeURIComponent(slug));

  return (
    <div className="container not-found">
      <title>{t("metaTitle")}</title>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      {suggestions.isPending && <p role="status">{ts("loading")}</p>}
      {suggestions.data.length > 0 && (
        <nav aria-labelledby="category-suggestions-title" data-testid="category-suggestions">
          <h2 id="category-suggestions-title">{ts("suggestions")}</h2>
          <ul className="category-grid">
            {suggestions.data.map((s) => (
              <li key={s.slug} className="card category-card">
                <Link href={`/categories/${s.slug}`}>{s.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p>
        <LinkButton href="/">{tc("backHome")}</LinkButton>
      </p>
    </div>
  );
}
