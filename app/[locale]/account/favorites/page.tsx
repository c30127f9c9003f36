import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import { FavoritesList } from "./favorites-list";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("favorites") };
}

export default async function AccountFavoritesPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account" });
  const tf = await getTranslations({ locale, namespace: "favorites.page" });
  return (
    <div className="container area-layout">
      <AreaNav area="account" />
      <section className="area-content" aria-labelledby="area-title">
        <p className="eyebrow">{t("title")}</p>
        <h1 id="area-title">{t("sections.favorites")}</h1>
        <p className="form-field__hint">{tf("intro")}</p>
        <FavoritesList />
      </section>
    </div>
  );
}
