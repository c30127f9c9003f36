import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorSection } from "@/components/shell/area-frame";
import { WebhooksManager } from "@/components/webhooks/webhooks-manager";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "webhooks.pages" });
  return { title: t("vendorTitle") };
}

/** The vendor's outbound webhooks (owner and managers; the API refuses staff). */
export default async function VendorWebhooksPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "webhooks.pages" });
  return (
    <VendorSection locale={locale} title={t("vendorTitle")}>
      <WebhooksManager base="/vendors/me/webhooks" />
    </VendorSection>
  );
}
