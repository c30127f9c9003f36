import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { OrderReview } from "@/components/orders/order-review";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "orders.review" });
  return { title: t("pageTitle") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "orders.review" });
  return (
    <AreaFrame area="account" locale={locale} title={t("pageTitle")}>
      <OrderReview orderId={id} />
    </AreaFrame>
  );
}
