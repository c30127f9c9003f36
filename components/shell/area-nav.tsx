import { getLocale, getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/routing";
import type { Viewer } from "@/server/identity/viewer";
import { currentViewer } from "./current-viewer";
import { NavLink } from "./nav-link";

/**
 * The three portal areas and their sections. `path` is relative to the area root.
 * `permission`: shown only to admins holding it (or one of them), and the page refuses others
 * (components/shell/area-gate.tsx); `roles`: vendor sections shown only to those team roles
 * (docs/vendor-team.md; the API refuses the others anyway: the link would lead to a refusal).
 */
const OWNER = ["vendor_owner"] as const;
const RUNS_THE_BUSINESS = ["vendor_owner", "vendor_manager"] as const;
export const areaSections = {
  account: [
    { key: "overview", path: "" },
    { key: "events", path: "/events" },
    { key: "rfqs", path: "/rfqs" },
    { key: "bookings", path: "/bookings" },
    { key: "orders", path: "/orders" },
    { key: "reviews", path: "/reviews" },
    { key: "payments", path: "/payments" },
    { key: "wallet", path: "/wallet" },
    { key: "messages", path: "/messages" },
    { key: "notifications", path: "/notifications" },
    { key: "favorites", path: "/favorites" },
    { key: "profile", path: "/profile" },
    { key: "security", path: "/security" },
    { key: "privacy", path: "/privacy" },
  ],
  vendor: [
    { key: "dashboard", path: "" },
    { key: "profile", path: "/profile", roles: OWNER },
    { key: "services", path: "/services", roles: RUNS_THE_BUSINESS },
    { key: "rfqs", path: "/rfqs" },
    { key: "bookings", path: "/bookings" },
    { key: "orders", path: "/orders" },
    { key: "calendar", path: "/calendar" },
    { key: "webhooks", path: "/webhooks", roles: RUNS_THE_BUSINESS },
    { key: "reviews", path: "/reviews" },
    { key: "messages", path: "/messages" },
    { key: "team", path: "/team", roles: OWNER },
    { key: "branches", path: "/branches", roles: OWNER },
    { key: "subscription", path: "/subscription" },
    { key: "documents", path: "/documents", roles: OWNER },
    { key: "settlements", path: "/settlements", roles: OWNER },
    { key: "payoutAccount", path: "/payout-account", roles: OWNER },
    { key: "billing", path: "/billing", roles: OWNER },
  ],
  admin: [
    { key: "home", path: "" },
    { key: "vendors", path: "/vendors", permission: "vendor.read" },
    { key: "users", path: "/users", permission: "user.read" },
    { key: "rfqs", path: "/rfqs", permission: "rfq.oversee" },
    { key: "bookings", path: "/bookings", permission: "booking.oversee" },
    { key: "orders", path: "/orders", permission: "booking.oversee" },
    { key: "payments", path: "/payments", permission: "payment.oversee" },
    { key: "refunds", path: "/refunds", permission: "refund.approve" },
    { key: "reviews", path: "/reviews", permission: "review.moderate" },
    { key: "categories", path: "/categories", permission: "taxonomy.manage" },
    { key: "plans", path: "/plans", permission: "plan.manage" },
    { key: "pages", path: "/pages", permission: "cms.manage" },
    { key: "search", path: "/search", permission: ["search.synonyms.manage", "search.report", "featured.manage", "search.ranking.manage"] },
    { key: "audit", path: "/audit-logs", permission: "audit.read" },
    { key: "reports", path: "/reports", permission: "report.finance" },
    { key: "reconciliation", path: "/reconciliation", permission: "report.finance" },
    { key: "settlements", path: "/settlements", permission: "settlement.manage" },
    { key: "financeSettings", path: "/finance-settings", permission: "settlement.manage" },
    { key: "webhooks", path: "/webhooks", permission: "webhooks.partners.manage" },
  ],
} as const;

export type Area = keyof typeof areaSections;
export type AreaSection<A extends Area> = (typeof areaSections)[A][number]["key"];

export function areaSectionHref(area: Area, path: string) {
  return `/${area}${path}`;
}

type Section = { key: string; path: string; permission?: string | readonly string[]; roles?: readonly string[] };

/** The permissions that open a section (any one of them does); empty when the section needs none. */
export function sectionPermissions(section: Section): readonly string[] {
  if (!section.permission) return [];
  return typeof section.permission === "string" ? [section.permission] : section.permission;
}

/** The admin section a path (without the locale) is in, or undefined for the admin home and unknown paths. */
export function adminSectionOf(path: string): Section | undefined {
  const pathname = path.split("?")[0];
  return (areaSections.admin as ReadonlyArray<Section>).find((s) => s.path !== "" && (pathname === `/admin${s.path}` || pathname.startsWith(`/admin${s.path}/`)));
}

/** Whether the admin may open the section (the permission its API requires; the API stays the real check). */
export function mayOpen(section: Section, viewer: Viewer | null): boolean {
  const needed = sectionPermissions(section);
  return needed.length === 0 || needed.some((p) => !!viewer?.permissions?.includes(p));
}

function shown(section: Section, viewer: Viewer | null): boolean {
  if (section.permission) return mayOpen(section, viewer);
  if (section.roles) {
    const active = viewer?.vendors.find((v) => `vendor:${v.id}` === viewer.activeContext) ?? viewer?.vendors[0];
    return !!active && section.roles.includes(active.role);
  }
  return true;
}

export async function AreaNav({ area }: { area: Area }) {
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations({ locale, namespace: "areas" });
  const th = await getTranslations({ locale, namespace: "homes.admin" });
  const { viewer } = await currentViewer(locale);
  const sections = (areaSections[area] as ReadonlyArray<Section>).filter((s) => shown(s, viewer));

  return (
    <nav className="area-nav" aria-label={t("navLabel", { area: t(`${area}.title`) })}>
      <ul>
        {sections.map((section) => (
          <li key={section.key}>
            <NavLink href={areaSectionHref(area, section.path)}>
              {area === "admin" && section.key === "home" ? th("navHome") : t(`${area}.sections.${section.key}` as Parameters<typeof t>[0])}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
