import { getTranslations } from "next-intl/server";
import { getPathname, Link } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import { listCategoryTree } from "@/server/catalog/categories";
import type { Viewer } from "@/server/identity/sessions/viewer";
import { NotificationBell } from "@/components/notifications/bell";
import { AccountMenu } from "./account-menu";
import { Dropdown } from "./dropdown";
import { HeaderMenu } from "./header-menu";
import { LanguageSwitch } from "./language-switch";
import "./shell.css";
import { Button } from "@/components/ui/button";

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The role-aware header: brand, a search box, the categories menu, and
 * either sign in / create account (visitors) or the notification bell (in
 * the top bar, also on phones) and the account menu. `viewer` is read on the server from the session cookie.
 */
export async function SiteHeader({ viewer, locale }: { viewer: Viewer | null; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "shell" });
  const tc = await getTranslations({ locale, namespace: "common" });
  const categories = await listCategoryTree(locale).catch(() => []);

  return (
    <header className="site-header">
      <div className="container site-header__inner shell-header">
        <Link href="/" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          {tc("appName")}
        </Link>
        <form className="shell-search" role="search" aria-label={t("search.landmark")} action={getPathname({ href: "/search", locale })} method="get">
          <input
            type="search"
            name="q"
            aria-label={t("search.label")}
            placeholder={t("search.placeholder")}
            enterKeyHint="search"
            data-testid="header-search"
          />
          <Button type="submit" aria-label={t("search.submit")} title={t("search.submit")}>
            <SearchIcon />
          </Button>
        </form>
        {viewer && !viewer.twoFactorRequired && <NotificationBell />}
        <HeaderMenu openLabel={t("menu.open")} closeLabel={t("menu.close")}>
          <nav aria-label={t("navLabel")} className="shell-nav__links">
            {categories.length > 0 && (
              <Dropdown className="shell-categories" testId="categories-menu" label={t("categories")}>
                <ul className="shell-menu-list">
                  {categories.map((c) => (
                    <li key={c.slug}>
                      <Link className="shell-menu-item" href={`/categories/${c.slug}`}>
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Dropdown>
            )}
            {viewer ? (
              <>
                <AccountMenu viewer={viewer} locale={locale} />
              </>
            ) : (
              <>
                <Link href="/login" className="shell-link" data-testid="header-sign-in">
                  {t("signIn")}
                </Link>
                <Link href="/register" className="shell-cta" data-testid="header-register">
                  {t("register")}
                </Link>
              </>
            )}
          </nav>
          <LanguageSwitch />
        </HeaderMenu>
      </div>
    </header>
  );
}
