import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountSection } from "@/components/shell/area-frame";
import { NotificationInbox } from "@/components/notifications/inbox";
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
  return (
    <AccountSection locale={locale} section="notifications">
      <NotificationInbox />
    </AccountSection>
  );
}
