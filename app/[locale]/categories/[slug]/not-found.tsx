"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useParams } from "next/navigation";
import { api } from "@/components/ui/api-client";
import { Link } from "@/i18n/navigation";

type Suggestion = { slug: string; name: string };

// An unknown or inactive category slug: the not-found page plus the close
// categories the API's 404 carries (`error.suggestions`). A not-found file gets
// no props, so the suggestions are read from the API with the URL's slug.
async function fetchSuggestions(slug: string, locale: string): Promise<Suggestion[]> {
  const res = await api<unknown>(`/categories/${encodeURIComponent(slug)}`, { locale });
  if (res.ok || res.status !== 404) return [];
  return (res.error.suggestions as Suggestion[] | undefined) ?? [];
}

export default function CategoryNotFound() {
  const t = useTranslations("notFound");
  const ts = useTranslations("search.categoryNotFound");
  const tc = useTranslations("common");
  const locale = useLocale();
  const { slug } = useParams<{ slug: string }>();
  const suggestions = useQuery({ queryKey: ["category-suggestions", locale, slug], queryFn: () => fetchSuggestions(decodeURIComponent(slug), locale) });

  return (
    <div className="container not-found">
      <title>{t("metaTitle")}</title>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      {suggestions.isPending && <p role="status">{ts("loading")}</p>}
      {suggestions.data && suggestions.data.length > 0 && (
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
        <Link className="button" href="/">
          {tc("backHome")}
        </Link>
      </p>
    </div>
  );
}
