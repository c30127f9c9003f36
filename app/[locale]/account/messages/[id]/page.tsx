import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConversationList } from "@/components/conversations/conversation-list";
import { Thread } from "@/components/conversations/thread";
import { AreaFrame } from "@/components/shell/area-frame";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("messages") };
}

/** One conversation of the customer; on wide screens the list stays beside it. */
export default async function AccountThreadPage({ params }: { params: Params }) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "areas.account" });
  return (
    <AreaFrame area="account" locale={locale} title={t("sections.messages")} titleHidden>
      <div className="cv-panes cv-panes--thread">
        <div className="cv-panes__list">
          <ConversationList side="customer" activeId={id} />
        </div>
        <Thread id={id} side="customer" />
      </div>
    </AreaFrame>
  );
}
