import { getLocale, getTranslations } from "next-intl/server";
import type { AppLocale } from "@/i18n/routing";
import type { Viewer } from "@/server/identity/viewer";
import { currentViewer } from "./current-viewer";
import { NavLink } from "./nav-link";

/**
 * The three portal areas and their sections. `path` is relative to the area root.
 * `permission`: shown only to admins holding it; `owner`: shown only to the vendor's owner
 * (the API refuses the others anyway: the link would lead to a refusal).
 */
export const areaSections = {
  account: [
    { key: "overview", path: "" },
    { key: "events", path: "/events" },
    { key: "rfqs", path: "/rfqs" },
    { key: "bookings", path: "/bookings" },
    { key: "reviews", path: "/reviews" },
    { key: "payments", path: "/payments" },
    { key: "messages", path: "/messages" },
    { key: "notifications", path: "/notifications" },
    { key: "favorites", path: "/favorites" },
    { key: "profile", path: "/profile" },
    { key: "security", path: "/security" },
    { key: "privacy", path: "/privacy" },
  ],
  vendor: [
    { key: "dashboard", path: "" },
    { key: "profile", path: "/profile" },
    { key: "services", path: "/services" },
    { key: "rfqs", path: "/rfqs" },
    { key: "bookings", path: "/bookings" },
    { key: "reviews", path: "/reviews" },
    { key: "messages", path: "/messages" },
    { key: "team", path: "/team" },
    { key: "subscription", path: "/subscription" },
    { key: "documents", path: "/documents" },
    { key: "settlements", path: "/settlements", owner: true },
    { key: "payoutAccount", path: "/payout-account", owner: true },
    { key: "billing", path: "/billing", owner: true },
  ],
  admin: [
    { key: "vendors", path: "/vendors" },
    { key: "users", path: "/users" },
    { key: "rfqs", path: "/rfqs" },
    { key: "bookings", path: "/bookings" },
    { key: "payments", path: "/payments" },
    { key: "refunds", path: "/refunds" },
    { key: "reviews", path: "/reviews", permission: "review.moderate" },
    { key: "categories", path: "/categories" },
    { key: "plans", path: "/plans" },
    { key: "pages", path: "/pages" },
    { key: "search", path: "/search" },
    { key: "audit", path: "/audit-logs" },
    { key: "reports", path: "/reports", permission: "report.finance" },
    { key: "reconciliation", path: "/reconciliation", permission: "report.finance" },
    { key: "settlements", path: "/settlements", permission: "settlement.manage" },
    { key: "financeSettings", path: "/finance-settings", permission: "settlement.manage" },
  ],
} as const;

export type Area = keyof typeof areaSections;
export type AreaSection<A extends Area> = (typeof areaSections)[A][number]["key"];

export function areaSectionHref(area: Area, path: string) {
  return `/${area}${path}`;
}

type Section = { key: string; path: string; permission?: string; owner?: boolean };

function shown(section: Section, viewer: Viewer | null): boolean {
  if (section.permission) return !!viewer?.permissions?.includes(section.permission);
  if (section.owner) {
    const active = viewer?.vendors.find((v) => `vendor:${v.id}` === viewer.activeContext) ?? viewer?.vendors[0];
    return active?.role === "vendor_owner";
  }
  return true;
}

export async function AreaNav({ area }: { area: Area }) {
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations({ locale, namespace: "areas" });
  const { viewer } = await currentViewer(locale);
  const sections = (areaSections[area] as ReadonlyArray<Section>).filter((s) => shown(s, viewer));

  return (
    <nav className="area-nav" aria-label={t("navLabel", { area: t(`${area}.title`) })}>
      <ul>
        {sections.map((section) => (
          <li key={section.key}>
            <NavLink href={areaSectionHref(area, section.path)}>
              {t(`${area}.sections.${section.key}` as Parameters<typeof t>[0])}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
