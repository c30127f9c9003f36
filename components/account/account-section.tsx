import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AreaNav } from "@/components/shell/area-nav";
import type { AppLocale } from "@/i18n/routing";

export type AccountSectionKey = "profile" | "security" | "privacy" | "messages" | "notifications";

/** The account area's frame for one settings section: the area navigation, the section title and its content. */
export async function AccountSection({ locale, section, children }: { locale: AppLocale; section: AccountSectionKey; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "areas.account" });
  return (
    <div className="container area-layout">
      <AreaNav area="account" />
      <section className="area-content" aria-labelledby="area-title">
        <p className="eyebrow">{t("title")}</p>
        <h1 id="area-title">{t(`sections.${section}`)}</h1>
        {children}
      </section>
    </div>
  );
}
