import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorSettlements } from "@/components/finance/vendor-settlements";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "finance_portal.pages" });
  return { title: t("settlements.title") };
}

/** The commission ledger and the settlements with their statements. The data comes from the API in the browser, under the caller's own permissions (owner only). */
export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "finance_portal.pages" });
  return (
    <VendorSection locale={locale} title={t("settlements.title")} intro={t("settlements.intro")}>
      <VendorSettlements />
    </VendorSection>
  );
}
