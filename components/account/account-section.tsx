import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AreaFrame } from "@/components/shell/area-frame";
import type { AppLocale } from "@/i18n/routing";

export type AccountSectionKey = "profile" | "security" | "privacy" | "messages" | "notifications";

/** The account area's frame for one settings section, titled with the section's name (shell/area-frame.tsx). */
export async function AccountSection({ locale, section, children }: { locale: AppLocale; section: AccountSectionKey; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "areas.account" });
  return (
    <AreaFrame area="account" locale={locale} title={t(`sections.${section}`)}>
      {children}
    </AreaFrame>
  );
}
