import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PayoutAccountPage } from "@/components/finance/payout-account";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "finance_portal.pages" });
  return { title: t("payoutAccount.title") };
}

/** Where settlements are paid. The data comes from the API in the browser, under the caller's own permissions (owner only). */
export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "finance_portal.pages" });
  return (
    <VendorSection locale={locale} title={t("payoutAccount.title")} intro={t("payoutAccount.intro")}>
      <PayoutAccountPage />
    </VendorSection>
  );
}
