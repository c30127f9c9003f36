import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { LanguageSwitch } from "./language-switch";
import { NavLink } from "./nav-link";

const mainLinks = [
  { href: "/", key: "home" },
  { href: "/account", key: "account" },
  { href: "/vendor", key: "vendor" },
  { href: "/admin", key: "admin" },
] as const;

export function SiteHeader() {
  const t = useTranslations("nav");
  const tc = useTranslations("common");

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          {tc("appName")}
        </Link>
        <nav aria-label={t("mainLabel")} className="main-nav">
          <ul>
            {mainLinks.map((link) => (
              <li key={link.key}>
                <NavLink href={link.href} match="prefix">{t(link.key)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
