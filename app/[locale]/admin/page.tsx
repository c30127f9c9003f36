import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminHome } from "@/components/admin/home/admin-home";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin" });
  return { title: t("title") };
}

/** The admin home: the work queues the caller's roles open, with counts and links (from the API in the browser). */
export default async function AdminPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin" });
  return (
    <div className="container area-layout">
      <AreaNav area="admin" />
      <section className="area-content admin-page" aria-labelledby="area-title">
        <h1 id="area-title">{t("title")}</h1>
        <AdminHome />
      </section>
    </div>
  );
}
