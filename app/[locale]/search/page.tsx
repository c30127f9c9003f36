import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { connection } from "next/server";
import { SearchBox } from "@/components/search/search-box";
import { SearchResults } from "@/components/search/search-results";
import { readSearchParams } from "@/components/search/search-url";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import { listCategoryTree } from "@/server/catalog/categories";
import { listGovernoratesWithAreas } from "@/server/catalog/locations";
import { createContext } from "@/server/core/http/request-context";
import { authenticate } from "@/server/identity/sessions/authenticate";
import { WithNames } from "@/components/ui/names";

type Props = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "search" });
  const { q } = readSearchParams(await searchParams);
  // Result pages are endless combinations of filters: keep them out of search engines' indexes.
  return { title: q ? t("resultsFor", { q }) : t("metaTitle"), robots: { index: false, follow: true } };
}

/** The signed-in visitor of this request (their cookies), for `?event=`: their own event only. */
async function signedInUserId(): Promise<string | undefined> {
  const request = new Request("http://localhost/", { headers: await headers() });
  const ctx = createContext(request);
  await authenticate(request, ctx).catch(() => false);
  return ctx.userId ?? undefined;
}

/** Vendor search: the state is the URL, the results are rendered on the server through the search service. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  await connection();
  const query = readSearchParams(await searchParams);
  const t = await getTranslations({ locale, namespace: "search" });
  const [categories, governorates, userId] = await Promise.all([
    listCategoryTree(locale),
    listGovernoratesWithAreas(locale),
    query.event ? signedInUserId() : undefined,
  ]);

  return (
    <div className="container search-page">
      <header className="search-page__header">
        <h1>{query.q ? <WithNames text={t("resultsFor", { q: query.q })} names={[query.q]} /> : t("title")}</h1>
        <SearchBox key={query.q ?? ""} pathname="/search" params={query} />
      </header>
      <SearchResults locale={locale} pathname="/search" params={query} categories={categories} governorates={governorates} userId={userId} />
    </div>
  );
}
