import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountOverview } from "@/components/account/account-overview";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account" });
  return { title: t("title") };
}

export default async function AccountPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account" });
  return (
    <div className="container area-layout">
      <AreaNav area="account" />
      <section className="area-content" aria-labelledby="area-title">
        <h1 id="area-title">{t("title")}</h1>
        <AccountOverview />
      </section>
    </div>
  );
}
