import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { OrderDetail } from "@/components/orders/order-detail";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ payment?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("detail.title") };
}

/** One order; also the order payment's return_url (the gateway adds ?payment=<id>). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const { payment } = await searchParams;
  const t = await getTranslations({ locale, namespace: "orders" });
  return (
    <AreaFrame area="account" locale={locale} title={t("detail.title")}>
      <OrderDetail id={id} returned={typeof payment === "string" && payment !== ""} />
    </AreaFrame>
  );
}
