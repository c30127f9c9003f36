import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorSection } from "@/components/shell/area-frame";
import { VendorRfqPage } from "@/components/rfq/vendor-rfq";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "rfqs" });
  return { title: t("vendor.pageTitle") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "rfqs" });
  return (
    <VendorSection locale={locale} title={t("vendor.pageTitle")}>
      <VendorRfqPage id={id} />
    </VendorSection>
  );
}
