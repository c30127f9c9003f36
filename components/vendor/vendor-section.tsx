import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AreaNav } from "@/components/shell/area-nav";
import type { AppLocale } from "@/i18n/routing";

/** The vendor portal's frame for one page: the area navigation, the page title and its content. */
export async function VendorSection({ locale, title, intro, children }: { locale: AppLocale; title?: string; intro?: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "areas.vendor" });
  return (
    <div className="container area-layout">
      <AreaNav area="vendor" />
      <section className="area-content vendor-page admin-page" aria-labelledby="area-title">
        {title && <p className="eyebrow">{t("title")}</p>}
        <h1 id="area-title">{title ?? t("title")}</h1>
        {intro && <p className="lead">{intro}</p>}
        {children}
      </section>
    </div>
  );
}
