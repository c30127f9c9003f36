import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getPathname, Link, redirect } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import { adminSectionOf, mayOpen, sectionPermissions, type Area } from "./area-nav";
import { currentViewer } from "./current-viewer";
import { SessionRenewer } from "./session-renewer";
import "./shell.css";
import { LinkButton } from "@/components/ui/button";

/** Vendor pages open to people without a vendor membership: the application and team invitations. */
const OPEN_VENDOR_PAGES = ["/vendor/apply"];
const PUBLIC_VENDOR_PAGES = ["/vendor/invitations"];
/** Where a staff account turns on two-factor sign-in before anything else opens. */
const STAFF_ENROLLMENT_PAGE = "/admin/two-factor";

const under = (path: string, roots: string[]) => roots.some((root) => path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`));

/**
 * Decides on the server who may see an area (the API stays the real check):
 * visitors are sent to sign in and brought back (`next` keeps the query),
 * signed-in people without the role get the refusal page instead of the area
 * (no area navigation renders); an admin opening a section its roles do not
 * cover is told which permission that section needs; a staff account without two-factor sign-in is
 * sent to its enrollment from every area. An expired access token with a live session
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
  // A staff account without two-factor sign-in sees its enrollment and nothing else (the API refuses the rest).
  if (viewer?.twoFactorRequired) {
    if (path.split("?")[0] !== STAFF_ENROLLMENT_PAGE) redirect({ href: STAFF_ENROLLMENT_PAGE, locale });
    return <>{children}</>;
  }
  if (area === "admin" && !viewer?.admin) return <Refusal area="admin" locale={locale} />;
  const section = area === "admin" ? adminSectionOf(path) : undefined;
  if (section && !mayOpen(section, viewer))
    return <MissingPermission locale={locale} permissions={sectionPermissions(section)} roles={viewer?.adminRoles ?? []} />;
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
        {offerApply && <LinkButton href="/vendor/apply">{t("apply")}</LinkButton>}
        <LinkButton variant={offerApply ? "secondary" : "primary"} href="/">
          {t("home")}
        </LinkButton>
        <Link href="/login">{t("otherAccount")}</Link>
      </p>
    </div>
  );
}

/** An admin section the person's roles do not cover: names the permission it needs and the roles held. */
async function MissingPermission({ locale, permissions, roles }: { locale: AppLocale; permissions: readonly string[]; roles: string[] }) {
  const t = await getTranslations({ locale, namespace: "homes.refusal" });
  const tp = await getTranslations({ locale, namespace: "homes.permissions" });
  const tr = await getTranslations({ locale, namespace: "homes.roles" });
  const names = permissions.map((p, i) => (
    <span key={p}>
      {i > 0 && t("or")}“{tp(p as Parameters<typeof tp>[0])}” (<bdi dir="ltr">{p}</bdi>)
    </span>
  ));
  return (
    <div className="container shell-refusal" data-testid="permission-refused">
      <title>{t("title")}</title>
      <meta name="robots" content="noindex" />
      <h1>{t("title")}</h1>
      <p className="lead" data-testid="missing-permission">
        {t.rich(names.length > 1 ? "needsAny" : "needs", { permission: () => <>{names}</> })}
      </p>
      <p>{roles.length ? t("yourRoles", { roles: roles.map((r) => tr(r as Parameters<typeof tr>[0])).join(t("and")) }) : t("noRole")}</p>
      <p>{t("ask")}</p>
      <p className="shell-refusal__actions">
        <LinkButton href="/admin">{t("home")}</LinkButton>
      </p>
    </div>
  );
}
