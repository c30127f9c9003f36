import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getPathname, Link, redirect } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import type { Area } from "./area-nav";
import { currentViewer } from "./current-viewer";
import { SessionRenewer } from "./session-renewer";
import "./shell.css";

/** Vendor pages open to people without a vendor membership: the application and team invitations. */
const OPEN_VENDOR_PAGES = ["/vendor/apply"];
const PUBLIC_VENDOR_PAGES = ["/vendor/invitations"];

const under = (path: string, roots: string[]) => roots.some((root) => path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`));

/**
 * Decides on the server who may see an area (the API stays the real check):
 * visitors are sent to sign in and brought back (`next` keeps the query),
 * signed-in people without the role get the refusal page instead of the area
 * (no area navigation renders). An expired access token with a live session
 * is renewed first.
 */
export async function AreaGate({ area, locale, children }: { area: Area; locale: AppLocale; children: ReactNode }) {
  const { viewer, renewable, path } = await currentViewer(locale);
  if (area === "vendor" && under(path, PUBLIC_VENDOR_PAGES)) return <>{children}</>;
  if (!viewer) {
    const login = { pathname: "/login", query: { next: path } };
    if (renewable) {
      const t = await getTranslations({ locale, namespace: "auth" });
      return (
        <div className="container">
          <SessionRenewer fallback={getPathname({ href: login, locale })} />
          <p role="status">{t("account.loading")}</p>
        </div>
      );
    }
    redirect({ href: login, locale });
  }
  if (area === "admin" && !viewer?.admin) return <Refusal area="admin" locale={locale} />;
  if (area === "vendor" && !viewer?.vendor && !under(path, OPEN_VENDOR_PAGES)) return <Refusal area="vendor" locale={locale} offerApply={!!viewer?.customer} />;
  return <>{children}</>;
}

async function Refusal({ area, locale, offerApply }: { area: "admin" | "vendor"; locale: AppLocale; offerApply?: boolean }) {
  const t = await getTranslations({ locale, namespace: "shell.refusal" });
  return (
    <div className="container shell-refusal" data-testid="access-refused">
      <title>{t("title")}</title>
      <meta name="robots" content="noindex" />
      <h1>{t("title")}</h1>
      <p className="lead">{t(area)}</p>
      <p className="shell-refusal__actions">
        {offerApply && (
          <Link className="button" href="/vendor/apply">
            {t("apply")}
          </Link>
        )}
        <Link className={offerApply ? "button button-secondary" : "button"} href="/">
          {t("home")}
        </Link>
        <Link href="/login">{t("otherAccount")}</Link>
      </p>
    </div>
  );
}
