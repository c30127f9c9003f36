import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AreaNav, type Area } from "./area-nav";
import type { AppLocale } from "@/i18n/routing";

/** The account/admin frame of the RFQ-loop pages: the area navigation, the area's eyebrow, the page title. */
export async function AreaFrame({ area, locale, title, children }: { area: Exclude<Area, "vendor">; locale: AppLocale; title: string; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "areas" });
  return (
    <div className="container area-layout">
      <AreaNav area={area} />
      <section className={area === "admin" ? "area-content admin-page" : "area-content"} aria-labelledby="area-title">
        <p className="eyebrow">{t(`${area}.title`)}</p>
        <h1 id="area-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}
