import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewService } from "@/components/vendor/service-editor";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return { title: t("newService.title") };
}

/** A new service (draft). The data comes from the API in the browser, under the caller's own permissions. */
export default async function VendorNewServicePage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  const services = await getTranslations({ locale, namespace: "vendorPortal.services" });
  const breadcrumbs = [{ href: "/vendor/services", label: services("back") }];
  return (
    <VendorSection locale={locale} title={t("newService.title")} intro={t("newService.intro")} breadcrumbs={breadcrumbs}>
      <NewService />
    </VendorSection>
  );
}
