import { useTranslations } from "next-intl";

export function SiteFooter() {
  const t = useTranslations("footer");
  const tc = useTranslations("common");

  return (
    <footer className="site-footer" aria-label={t("label")}>
      <div className="container site-footer__inner">
        <p className="site-footer__brand">{tc("appName")}</p>
        <p>{t("about")}</p>
        <p className="site-footer__rights">
          {t("rights", { year: new Date().getFullYear(), appName: tc("appName") })}
        </p>
      </div>
    </footer>
  );
}
