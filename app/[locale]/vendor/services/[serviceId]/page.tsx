import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServiceEditor } from "@/components/vendor/service-editor";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; serviceId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return { title: t("service.title") };
}

/** One service: status moves, fields and packages. The data comes from the API in the browser. */
export default async function VendorServicePage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { serviceId } = await params;
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  const services = await getTranslations({ locale, namespace: "vendorPortal.services" });
  const breadcrumbs = [{ href: "/vendor/services", label: services("back") }];
  return (
    <VendorSection locale={locale} title={t("service.title")} breadcrumbs={breadcrumbs}>
      <ServiceEditor serviceId={serviceId} />
    </VendorSection>
  );
}
