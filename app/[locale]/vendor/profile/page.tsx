import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorProfileEditor } from "@/components/vendor/profile-editor";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return { title: t("profile.title") };
}

/** The vendor's public profile, media and marketplace visibility. The data comes from the API in the browser, under the caller's own permissions. */
export default async function VendorProfilePage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return (
    <VendorSection locale={locale} title={t("profile.title")} intro={t("profile.intro")}>
      <VendorProfileEditor />
    </VendorSection>
  );
}
