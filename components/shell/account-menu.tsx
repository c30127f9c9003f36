import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import type { Viewer } from "@/server/identity/sessions/viewer";
import { ContextSwitch } from "./context-switch";
import { Dropdown } from "./dropdown";
import { SignOutButton } from "./sign-out-button";

/** The signed-in person's menu: their areas by role, the context switch for customers on a vendor's team, and sign-out. */
export async function AccountMenu({ viewer, locale }: { viewer: Viewer; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: "shell.account" });
  const initial = [...viewer.name.trim()][0] ?? "?";
  const contexts =
    viewer.customer && viewer.vendor
      ? [
          { context: "customer", label: t("asCustomer") },
          ...viewer.vendors.map((v) => ({ context: `vendor:${v.id}`, label: t("forVendor", { vendor: v.name }) })),
        ]
      : [];
  return (
    <Dropdown
      className="shell-account"
      testId="account-menu"
      label={
        <>
          <span className="shell-account__avatar" aria-hidden="true">
            {viewer.avatarUrl ? <img src={viewer.avatarUrl} alt="" width={32} height={32} data-testid="header-avatar" /> : initial}
          </span>
          {/* Named by its text, not an aria-label: the name then holds the visible name as shown (WCAG 2.5.3). */}
          <span className="visually-hidden">{t("menuPrefix")} </span>
          <span className="shell-account__name">{viewer.name}</span>
        </>
      }
    >
      <p className="shell-account__who">{viewer.name}</p>
      <ul className="shell-menu-list">
        {viewer.customer && (
          <>
            <li>
              <Link className="shell-menu-item" href="/account" data-testid="menu-account">
                {t("myAccount")}
              </Link>
            </li>
            <li>
              <Link className="shell-menu-item" href="/account/favorites" data-testid="menu-favorites">
                {t("favorites")}
              </Link>
            </li>
          </>
        )}
        {viewer.vendor ? (
          <li>
            <Link className="shell-menu-item" href="/vendor" data-testid="menu-vendor">
              {t("vendorDashboard")}
            </Link>
          </li>
        ) : (
          viewer.customer && (
            <li>
              <Link className="shell-menu-item" href="/vendor/apply" data-testid="menu-become-vendor">
                {t("becomeVendor")}
              </Link>
            </li>
          )
        )}
        {viewer.admin && (
          <li>
            <Link className="shell-menu-item" href="/admin" data-testid="menu-admin">
              {t("admin")}
            </Link>
          </li>
        )}
      </ul>
      {contexts.length > 0 && <ContextSwitch label={t("actingAs")} failed={t("switchFailed")} active={viewer.activeContext} options={contexts} />}
      <SignOutButton label={t("signOut")} />
    </Dropdown>
  );
}
