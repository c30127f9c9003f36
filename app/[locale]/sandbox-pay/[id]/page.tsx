import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SandboxPay } from "@/components/payments/sandbox-pay";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "payments.sandbox" });
  return { title: t("badge"), robots: { index: false } };
}

/** The sandbox gateway's hosted payment page (providers/sandbox.ts sends payers here); the client component loads the session as the signed-in payer. */
export default async function Page({ params }: Props) {
  await resolveLocaleParam(params);
  const { id } = await params;
  return <SandboxPay id={id} />;
}
