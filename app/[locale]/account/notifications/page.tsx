import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationInbox } from "@/components/notifications/inbox";
import { AreaNav } from "@/components/shell/area-nav";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account.sections" });
  return { title: t("notifications") };
}

/** Every notification of the signed-in person, newest first (the bell shows the latest few). */
export default async function AccountNotificationsPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "areas.account" });
  return (
    <div className="container area-layout">
      <AreaNav area="account" />
      <section className="area-content" aria-labelledby="area-title">
        <p className="eyebrow">{t("title")}</p>
        <h1 id="area-title">{t("sections.notifications")}</h1>
        <NotificationInbox />
      </section>
    </div>
  );
}
