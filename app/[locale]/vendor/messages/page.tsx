import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConversationList } from "@/components/conversations/conversation-list";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.vendor.sections" });
  return { title: t("messages") };
}

/** The vendor's conversations with customers (the session's active vendor). */
export default async function VendorMessagesPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.vendor.sections" });
  return (
    <VendorSection locale={locale} title={t("messages")}>
      <ConversationList side="vendor" />
    </VendorSection>
  );
}
