import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/routing";
import { standInsAllowed } from "@/server/core/config";
import "./demo-banner.css";

/**
 * "Demo: no real payments" at the top of every page wherever stand-in
 * providers may run (the embedded default, development, DEMO_MODE=1): the
 * sandbox gateway takes the payments there (server/core/production-guard.ts).
 * A named region: above the header, it would otherwise be the one text outside any landmark.
 */
export async function DemoBanner({ locale }: { locale: AppLocale }) {
  if (!standInsAllowed()) return null;
  const t = await getTranslations({ locale, namespace: "common" });
  return (
    <section className="demo-banner" aria-label={t("demoBannerLabel")} data-testid="demo-banner">
      {t("demoBanner")}
    </section>
  );
}
