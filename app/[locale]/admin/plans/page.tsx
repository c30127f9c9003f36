import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PlansAdmin } from "@/components/admin/catalog/plans-admin";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminCatalog.plans" });
  return { title: t("title") };
}

/** Subscription plans (Finance). The data comes from the API in the browser, under the caller's own permissions. */
export default async function AdminPlansPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "adminCatalog.plans" });
  const areas = await getTranslations({ locale, namespace: "areas" });
  return (
    <div className="container area-layout">
      <AreaNav area="admin" />
      <section className="area-content admin-page" aria-labelledby="area-title">
        <p className="eyebrow">{areas("admin.title")}</p>
        <h1 id="area-title">{t("title")}</h1>
        <p className="lead">{t("intro")}</p>
        <PlansAdmin />
      </section>
    </div>
  );
}
