import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountSection } from "@/components/shell/area-frame";
import { SecuritySection } from "@/components/account/section-pages";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("security") };
}

export default async function AccountSecurityPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  return (
    <AccountSection locale={locale} section="security">
      <SecuritySection />
    </AccountSection>
  );
}
