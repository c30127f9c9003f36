import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { AppLocale } from "@/i18n/routing";
import type { Viewer } from "@/server/identity/sessions/viewer";
import { currentViewer } from "./current-viewer";
import { Dropdown } from "./dropdown";
import { NavIcon } from "./nav-icons";
import { NavLink } from "./nav-link";
import { NavUnread } from "./nav-unread";
import { splitForPhones } from "./phone-tabs";
import "./area-nav.css";

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
    { key: "notifications", path: "/notifications", unread: "notifications" },
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

export function areaSectionHref(area: Area, path: string) {
  return `/${area}${path}`;
}

type Section = { key: string; path: string; permission?: string | readonly string[]; roles?: readonly string[]; unread?: "notifications" };

/**
 * The destinations a phone's bar shows first (components/shell/phone-tabs.ts tops them up and puts
 * the rest under "More"): what a customer and a vendor open most; an admin's home, then its first
 * sections. Vendors get the calendar (a hall or a photographer lives by its dates); messages are
 * one tap away under "More" and the header's bell tells of new ones.
 */
const FIRST_ON_PHONES: Record<Area, readonly string[]> = {
  account: ["overview", "events", "bookings", "messages"],
  vendor: ["dashboard", "rfqs", "bookings", "calendar"],
  admin: ["home"],
};

/** The permissions that open a section (any one of them does); empty when the section needs none. */
export function sectionPermissions(section: Section): readonly string[] {
  if (!section.permission) return [];
  return typeof section.permission === "string" ? [section.permission] : section.permission;
}

/** The admin section a path (without the locale) is in, or undefined for the admin home and unknown paths. */
export function adminSectionOf(path: string): Section | undefined {
  const pathname = path.split("?")[0];
  return (areaSections.admin as ReadonlyArray<Section>).find(
    (s) => s.path !== "" && (pathname === `/admin${s.path}` || pathname.startsWith(`/admin${s.path}/`)),
  );
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

/**
 * An area's navigation, rendered on the server (components/shell/area-nav.css decides what shows):
 * on wide screens the full list beside the page; on phones (48rem and narrower) the page comes
 * first and a bar fixed at the bottom holds the first destinations and "More", a disclosure with
 * every other one. The link of the page (or of the section a page is in) carries `aria-current`.
 */
export async function AreaNav({ area }: { area: Area }) {
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations({ locale, namespace: "areas" });
  const th = await getTranslations({ locale, namespace: "homes.admin" });
  const { viewer } = await currentViewer(locale);
  const sections = (areaSections[area] as ReadonlyArray<Section>).filter((s) => shown(s, viewer));
  const { tabs, more } = splitForPhones(sections, FIRST_ON_PHONES[area]);
  const name = (section: Section) =>
    area === "admin" && section.key === "home" ? th("navHome") : t(`${area}.sections.${section.key}` as Parameters<typeof t>[0]);
  // A shorter label for the bar where the section's name is long; it is part of the name, which stays the link's name.
  const tabLabel = (section: Section) => {
    const key = `${area}.tabs.${section.key}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : undefined;
  };
  const link = (section: Section, place: "list" | "more", children: ReactNode) => {
    const unreadId = section.unread ? `area-nav-${place}-unread` : undefined;
    return (
      <NavLink href={areaSectionHref(area, section.path)} match={section.path === "" ? "exact" : "prefix"} aria-describedby={unreadId}>
        {children}
        {unreadId && <NavUnread id={unreadId} />}
      </NavLink>
    );
  };

  return (
    <nav className="area-nav" aria-label={t("navLabel", { area: t(`${area}.title`) })}>
      <ul className="area-nav__list">
        {sections.map((section) => (
          <li key={section.key}>{link(section, "list", name(section))}</li>
        ))}
      </ul>
      <ul className="area-nav__tabs" data-testid="area-nav-tabs">
        {tabs.map((section) => {
          const short = tabLabel(section);
          return (
            <li key={section.key}>
              <NavLink
                href={areaSectionHref(area, section.path)}
                match={section.path === "" ? "exact" : "prefix"}
                aria-label={short ? name(section) : undefined}
              >
                <NavIcon name={section.key} />
                <span className="area-nav__label">{short ?? name(section)}</span>
              </NavLink>
            </li>
          );
        })}
        {more.length > 0 && (
          <li>
            <Dropdown
              className="area-nav__more"
              testId="area-nav-more"
              label={
                <>
                  <NavIcon name="more" />
                  <span className="area-nav__label">{t("more")}</span>
                  {more.some((s) => s.unread) && <NavUnread id="area-nav-more-unread" dot />}
                </>
              }
            >
              <p className="area-nav__sheet-title">{t(`${area}.title`)}</p>
              <ul className="area-nav__sheet">
                {more.map((section) => (
                  <li key={section.key}>{link(section, "more", name(section))}</li>
                ))}
              </ul>
            </Dropdown>
          </li>
        )}
      </ul>
    </nav>
  );
}
