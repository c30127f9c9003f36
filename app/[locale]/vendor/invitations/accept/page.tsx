import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InvitationAccept } from "@/components/vendor/invitation-accept";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return { title: t("invitation.title") };
}

/** Joining a vendor's team with the emailed link. The data comes from the API in the browser, under the caller's own permissions. */
export default async function VendorInvitationPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return (
    <VendorSection locale={locale} title={t("invitation.title")} intro={t("invitation.intro")}>
      <InvitationAccept />
    </VendorSection>
  );
}
