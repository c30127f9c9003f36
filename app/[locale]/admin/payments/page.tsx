import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { AdminPayments } from "@/components/payments/admin-payments";
import { PaymentDriver } from "@/components/payments/payment-driver";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin.sections" });
  return { title: t("payments") };
}

/** Payments oversight, with the gateway switch on top (the switch is Super only; others see who may use it). */
export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.admin.sections" });
  return (
    <AreaFrame area="admin" locale={locale} title={t("payments")}>
      <PaymentDriver />
      <AdminPayments />
    </AreaFrame>
  );
}
