import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorDashboard } from "@/components/vendor/dashboard";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.vendor" });
  return { title: t("title") };
}

/** The vendor dashboard: status, profile completeness, quota usage and analytics (from the API in the browser). */
export default async function VendorPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  return (
    <VendorSection locale={locale}>
      <VendorDashboard />
    </VendorSection>
  );
}
