import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminHome } from "@/components/admin/home/admin-home";
import { AreaFrame } from "@/components/rfq/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "homes.admin" });
  return { title: t("title") };
}

/** The admin home: the work queues the caller's roles open, with counts and links (from the API in the browser). */
export default async function AdminPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "homes.admin" });
  return (
    <AreaFrame area="admin" locale={locale} title={t("title")}>
      <AdminHome />
    </AreaFrame>
  );
}
