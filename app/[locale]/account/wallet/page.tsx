import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaFrame } from "@/components/shell/area-frame";
import { WalletPage } from "@/components/wallet/wallet-page";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams; searchParams: Promise<{ payment?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("wallet") };
}

/** The customer's wallet; also the top-up's return_url (the gateway adds ?payment=<id>). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocaleParam(params);
  const { payment } = await searchParams;
  const returned = typeof payment === "string" && /^[\w-]{1,64}$/.test(payment) ? payment : null;
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return (
    <AreaFrame area="account" locale={locale} title={t("wallet")}>
      <WalletPage returned={returned} />
    </AreaFrame>
  );
}
