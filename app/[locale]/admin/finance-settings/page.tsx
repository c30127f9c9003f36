import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FinanceSettingsForm } from "@/components/finance/finance-settings";
import { AreaFrame } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "finance_portal.pages" });
  return { title: t("financeSettings.title") };
}

/** The commission rate. Finance and Super only (the API answers 403 to other admins). */
export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "finance_portal.pages" });
  return (
    <AreaFrame area="admin" locale={locale} title={t("financeSettings.title")}>
      <p className="lead">{t("financeSettings.intro")}</p>
      <FinanceSettingsForm />
    </AreaFrame>
  );
}
