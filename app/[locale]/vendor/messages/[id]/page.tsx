import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConversationList } from "@/components/conversations/conversation-list";
import { Thread } from "@/components/conversations/thread";
import { VendorSection } from "@/components/shell/area-frame";
import { resolveLocaleParam } from "@/i18n/locale-param";

type Params = Promise<{ locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.vendor.sections" });
  return { title: t("messages") };
}

/** One conversation of the vendor with a customer; on wide screens the list stays beside it. */
export default async function VendorThreadPage({ params }: { params: Params }) {
  const locale = await resolveLocaleParam(params);
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: "areas.vendor.sections" });
  return (
    <VendorSection locale={locale} title={t("messages")}>
      <div className="cv-panes cv-panes--thread">
        <div className="cv-panes__list">
          <ConversationList side="vendor" activeId={id} />
        </div>
        <Thread id={id} side="vendor" />
      </div>
    </VendorSection>
  );
}
