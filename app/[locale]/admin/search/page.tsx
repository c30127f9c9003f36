import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchAdmin } from "@/components/admin/search/search-admin";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminSearch" });
  return { title: t("title") };
}

/** Synonyms, the zero-result report, featured settings (Content admins) and the ranking constant (Super Admin). The data comes from the API in the browser, under the caller's own permissions. */
export default async function AdminSearchPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminSearch" });
  const areas = await getTranslations({ locale, namespace: "areas" });
  return (
    <div className="container area-layout">
      <AreaNav area="admin" />
      <section className="area-content admin-page" aria-labelledby="area-title">
        <p className="eyebrow">{areas("admin.title")}</p>
        <h1 id="area-title">{t("title")}</h1>
        <p className="lead">{t("intro")}</p>
        <SearchAdmin />
      </section>
    </div>
  );
}
