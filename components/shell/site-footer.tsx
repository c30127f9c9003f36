import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import { publishedSlugs } from "@/server/content/published-slugs";
import { LanguageSwitch } from "./language-switch";
import "./shell.css";

const PAGES = ["about", "contact", "terms", "privacy"] as const;

/** The footer: the content pages that are published, the API documentation and the language switch. */
export async function SiteFooter({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "footer" });
  const tc = await getTranslations({ locale, namespace: "common" });
  const published = await publishedSlugs(PAGES).catch(() => new Set<string>());

  return (
    <footer className="site-footer" aria-label={t("label")}>
      <div className="container site-footer__inner">
        <p className="site-footer__brand">{tc("appName")}</p>
        <p>{t("about")}</p>
        <nav aria-label={t("linksLabel")}>
          <ul className="shell-footer__links" data-testid="footer-links">
            {PAGES.filter((slug) => published.has(slug)).map((slug) => (
              <li key={slug}>
                <Link href={`/pages/${slug}`}>{t(`pages.${slug}`)}</Link>
              </li>
            ))}
            <li>
              <Link href="/developers/api">{t("developers")}</Link>
            </li>
            <li>
              <LanguageSwitch testId="footer-language-switch" />
            </li>
          </ul>
        </nav>
        <p className="site-footer__rights">{t("rights", { year: new Date().getFullYear(), appName: tc("appName") })}</p>
      </div>
    </footer>
  );
}
