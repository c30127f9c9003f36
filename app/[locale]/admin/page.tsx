import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaPlaceholder } from "@/components/shell/area-placeholder";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin" });
  return { title: t("title") };
}

export default async function AdminPage({ params }: Props) {
  await resolveLocaleParam(params);
  return <AreaPlaceholder area="admin" />;
}
