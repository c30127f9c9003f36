import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { PaymentHistory } from "@/components/payments/payment-history";
import { redirect } from "@/i18n/navigation";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams; searchParams: Promise<{ payment?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("payments") };
}

/**
 * The caller's payments. It is also the return_url given to gateways: they come
 * back with ?payment=<id> (the id exists only after the payment is created),
 * which forwards to that payment's return page.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  const { payment } = await searchParams;
  if (typeof payment === "string" && /^[\w-]{1,64}$/.test(payment)) redirect({ href: `/account/payments/${payment}`, locale });
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return (
    <AreaFrame area="account" locale={locale} title={t("payments")}>
      <PaymentHistory />
    </AreaFrame>
  );
}
