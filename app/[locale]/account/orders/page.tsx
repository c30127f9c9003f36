import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { CustomerOrders } from "@/components/orders/order-list";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("orders") };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return (
    <AreaFrame area="account" locale={locale} title={t("orders")}>
      <CustomerOrders />
    </AreaFrame>
  );
}
