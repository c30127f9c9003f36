import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApplyFlow } from "@/components/vendor/apply-wizard";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return { title: t("apply.title") };
}

/** The vendor application wizard, or where the caller's application stands. The data comes from the API in the browser, under the caller's own permissions. */
export default async function VendorApplyPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return (
    <VendorSection locale={locale} title={t("apply.title")} intro={t("apply.intro")}>
      <ApplyFlow />
    </VendorSection>
  );
}
