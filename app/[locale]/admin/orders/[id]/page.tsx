import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { AdminOrderDetail } from "@/components/orders/admin-order-detail";
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
    <AreaFrame area="admin" locale={locale} title={t("detail.title")}>
      <AdminOrderDetail id={id} />
    </AreaFrame>
  );
}
