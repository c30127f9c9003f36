import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BranchManager } from "@/components/vendor/branches";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return { title: t("branches.title") };
}

/** The owner's branches: where the vendor works. The data comes from the API in the browser, under the caller's own permissions. */
export default async function VendorBranchesPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return (
    <VendorSection locale={locale} title={t("branches.title")} intro={t("branches.intro")}>
      <BranchManager />
    </VendorSection>
  );
}
