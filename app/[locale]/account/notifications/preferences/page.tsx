import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BrowserPush } from "@/components/notifications/browser-push";
import { NotificationPreferences } from "@/components/notifications/preferences";
import { AreaNav } from "@/components/shell/area-nav";
import { Link } from "@/i18n/navigation";
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
    <div className="container area-layout">
      <AreaNav area="account" />
      <section className="area-content" aria-labelledby="area-title">
        <p className="eyebrow">
          <Link href="/account/notifications">{ta("sections.notifications")}</Link>
        </p>
        <h1 id="area-title">{t("title")}</h1>
        <p className="form-field__hint">{t("intro")}</p>
        <NotificationPreferences />
        <BrowserPush />
      </section>
    </div>
  );
}
