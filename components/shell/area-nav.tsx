import { useTranslations } from "next-intl";
import { NavLink } from "./nav-link";

/** The three portal areas and their sections. `path` is relative to the area root. */
export const areaSections = {
  account: [
    { key: "overview", path: "" },
    { key: "events", path: "/events" },
    { key: "rfqs", path: "/rfqs" },
    { key: "bookings", path: "/bookings" },
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
    { key: "messages", path: "/messages" },
    { key: "team", path: "/team" },
    { key: "subscription", path: "/subscription" },
    { key: "documents", path: "/documents" },
    { key: "settlements", path: "/settlements" },
    { key: "payoutAccount", path: "/payout-account" },
    { key: "billing", path: "/billing" },
  ],
  admin: [
    { key: "vendors", path: "/vendors" },
    { key: "users", path: "/users" },
    { key: "rfqs", path: "/rfqs" },
    { key: "bookings", path: "/bookings" },
    { key: "payments", path: "/payments" },
    { key: "refunds", path: "/refunds" },
    { key: "categories", path: "/categories" },
    { key: "plans", path: "/plans" },
    { key: "pages", path: "/pages" },
    { key: "search", path: "/search" },
    { key: "audit", path: "/audit-logs" },
    { key: "reports", path: "/reports" },
    { key: "reconciliation", path: "/reconciliation" },
    { key: "settlements", path: "/settlements" },
    { key: "financeSettings", path: "/finance-settings" },
  ],
} as const;

export type Area = keyof typeof areaSections;
export type AreaSection<A extends Area> = (typeof areaSections)[A][number]["key"];

export function areaSectionHref(area: Area, path: string) {
  return `/${area}${path}`;
}

export function AreaNav({ area }: { area: Area }) {
  const t = useTranslations("areas");
  const sections: ReadonlyArray<{ key: string; path: string }> = areaSections[area];

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
