import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SubscriptionManager } from "@/components/vendor/subscription";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return { title: t("subscription.title") };
}

/** The plan, quota usage and plan changes. The data comes from the API in the browser, under the caller's own permissions. */
export default async function VendorSubscriptionPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "vendorPortal.pages" });
  return (
    <VendorSection locale={locale} title={t("subscription.title")} intro={t("subscription.intro")}>
      <SubscriptionManager />
    </VendorSection>
  );
}
