import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorSection } from "@/components/shell/area-frame";
import { VendorOrderDetail } from "@/components/orders/vendor-order-detail";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("detail.title") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "orders" });
  return (
    <VendorSection locale={locale} title={t("detail.title")}>
      <VendorOrderDetail id={id} />
    </VendorSection>
  );
}
