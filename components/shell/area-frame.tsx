import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { AppLocale } from "@/i18n/routing";
import { AreaNav, type Area } from "./area-nav";

const CONTENT_CLASS: Record<Area, string> = {
  account: "area-content",
  admin: "area-content admin-page",
  vendor: "area-content vendor-page admin-page",
};

/**
 * The one frame of a portal page: the area navigation, the area's eyebrow, the
 * page title (the area's name when there is none, without the eyebrow), an
 * optional lead paragraph, then the page.
 */
export async function AreaFrame({
  area,
  locale,
  title,
  intro,
  children,
}: {
  area: Area;
  locale: AppLocale;
  title?: string;
  intro?: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "areas" });
  return (
    <div className="container area-layout">
      <AreaNav area={area} />
      <section className={CONTENT_CLASS[area]} aria-labelledby="area-title">
        {title && <p className="eyebrow">{t(`${area}.title`)}</p>}
        <h1 id="area-title">{title ?? t(`${area}.title`)}</h1>
        {intro && <p className="lead">{intro}</p>}
        {children}
      </section>
    </div>
  );
}

/** The vendor portal's frame for one page. */
export function VendorSection({ locale, title, intro, children }: { locale: AppLocale; title?: string; intro?: string; children: ReactNode }) {
  return (
    <AreaFrame area="vendor" locale={locale} title={title} intro={intro}>
      {children}
    </AreaFrame>
  );
}
