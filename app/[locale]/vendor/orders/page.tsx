import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorSection } from "@/components/shell/area-frame";
import { VendorOrders } from "@/components/orders/vendor-orders";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.vendor.sections" });
  return { title: t("orders") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.vendor.sections" });
  return (
    <VendorSection locale={locale} title={t("orders")}>
      <VendorOrders />
    </VendorSection>
  );
}
