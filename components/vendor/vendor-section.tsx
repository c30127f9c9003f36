import type { ReactNode } from "react";
import { AreaFrame } from "@/components/shell/area-frame";
import type { AppLocale } from "@/i18n/routing";

/** The vendor portal's frame for one page (shell/area-frame.tsx). */
export function VendorSection({ locale, title, intro, children }: { locale: AppLocale; title?: string; intro?: string; children: ReactNode }) {
  return (
    <AreaFrame area="vendor" locale={locale} title={title} intro={intro}>
      {children}
    </AreaFrame>
  );
}
