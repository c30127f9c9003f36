import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConversationList } from "@/components/conversations/conversation-list";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("messages") };
}

/** The customer's conversations with vendors. */
export default async function AccountMessagesPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account" });
  return (
    <div className="container area-layout">
      <AreaNav area="account" />
      <section className="area-content" aria-labelledby="area-title">
        <p className="eyebrow">{t("title")}</p>
        <h1 id="area-title">{t("sections.messages")}</h1>
        <ConversationList side="customer" />
      </section>
    </div>
  );
}
