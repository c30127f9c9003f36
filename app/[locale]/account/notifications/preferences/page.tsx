import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BrowserPush } from "@/components/notifications/browser-push";
import { NotificationPreferences } from "@/components/notifications/preferences";
import { AreaFrame } from "@/components/shell/area-frame";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "notifications.preferences" });
  return { title: t("title") };
}

/** Which notifications reach the person by push, email and SMS, per category (in-app notifications always arrive). */
export default async function NotificationPreferencesPage({ params }: Props) {
  const locale = await resolveLocaleParam(params);
  const ta = await getTranslations({ locale, namespace: "areas.account" });
  const t = await getTranslations({ locale, namespace: "notifications.preferences" });
  return (
    <AreaFrame
      area="account"
      locale={locale}
      title={t("title")}
      intro={t("intro")}
      breadcrumbs={[{ href: "/account/notifications", label: ta("sections.notifications") }]}
    >
      <NotificationPreferences />
      <BrowserPush />
    </AreaFrame>
  );
}
