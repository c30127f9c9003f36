import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { OrderNew } from "@/components/orders/order-new";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams; searchParams: Promise<{ vendor?: string | string[]; package?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === "string" && /^[\w-]{1,120}$/.test(value) ? value : "");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "orders.form" });
  return { title: t("title") };
}

/** "Order now" from a vendor profile: /account/orders/new?vendor=<slug>&package=<id>. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "orders.form" });
  return (
    <AreaFrame area="account" locale={locale} title={t("title")}>
      <OrderNew vendor={one(query.vendor)} packageId={one(query.package)} />
    </AreaFrame>
  );
}
