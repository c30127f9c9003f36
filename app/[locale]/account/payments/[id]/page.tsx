import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { PaymentReturn } from "@/components/payments/payment-return";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("payments") };
}

/** Where the gateway sends the payer back: the payment's outcome, polled until the webhook has decided it. */
export default async function Page({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return (
    <AreaFrame area="account" locale={locale} title={t("payments")}>
      <PaymentReturn id={id} />
    </AreaFrame>
  );
}
