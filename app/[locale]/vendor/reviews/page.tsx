import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorReviewDesk } from "@/components/reviews/vendor-desk";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.vendor.sections" });
  return { title: t("reviews") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.vendor.sections" });
  const tv = await getTranslations({ locale, namespace: "reviews.vendor" });
  return (
    <VendorSection locale={locale} title={t("reviews")} intro={tv("intro")}>
      <VendorReviewDesk />
    </VendorSection>
  );
}
