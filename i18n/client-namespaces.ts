/**
 * Which message namespaces go to the browser, per area (issue 13 item 6).
 *
 * Server components read every message (getTranslations / useTranslations on the server use
 * i18n/request.ts). Client components only see what a NextIntlClientProvider hands them, and that
 * travels in every page's HTML: so the root layout ships the few namespaces of the shared chrome
 * and each area layout (components/providers/area-messages.tsx) ships the root ones plus its own.
 * Nested providers do not merge their messages (use-intl replaces them), hence root ∪ area.
 *
 * A dotted entry ("favorites.button") ships that sub-tree only. The test next to the provider
 * (components/providers/client-namespaces.test.ts) walks the imports of each area's route files and
 * fails when a client component reads a namespace its area does not ship, or when an entry here is
 * no longer read by any client component of its area. Add the namespace here when it fails.
 */
export const ROOT_CLIENT_NAMESPACES = ["common", "nav", "favorites.button", "notifications.bell"] as const;

export const AREA_CLIENT_NAMESPACES = {
  account: [
    "account",
    "auth",
    "api.validation",
    "favorites.page",
    "search.card",
    "notifications.inbox",
    "notifications.preferences",
    "conversations",
    "events",
    "rfqs",
    "quotes",
    "bookings",
    "payments",
    "finance_portal.documents",
    "reviews",
    "planner",
    "wallet",
    "orders",
  ],
  vendor: [
    "vendorPortal",
    "auth",
    "api.validation",
    "conversations",
    "events",
    "rfqs",
    "quotes",
    "bookings",
    "payments.pay",
    "finance_portal",
    "reviews",
    "homes.vendor",
    "availability",
    "webhooks",
    "orders",
  ],
  admin: [
    "api.validation",
    "adminUsers",
    "adminVendors",
    "adminCatalog.audit",
    "adminCatalog.categories",
    "adminCatalog.pages",
    "adminCatalog.plans",
    "adminSearch",
    "vendorPortal.status",
    "vendorPortal.errors",
    "vendorPortal.documents.kinds",
    "vendorPortal.documents.status",
    "rfqs",
    "quotes.status",
    "bookings",
    "payments",
    "finance_portal",
    "reviews",
    "homes.admin",
    "homes.roles",
    "homes.gate",
    "homes.refunds",
    "homes.audit",
    "account.twoFactor",
    "adminTwoFactor",
    "webhooks",
    "orders",
  ],
  auth: ["auth", "api.validation"],
  catalogue: [
    "search",
    "notFound",
    "layout.filters",
    "vendorProfile.gallery",
    "vendorProfile.availability",
    "conversations.start",
    "reviews.stars",
    "reviews.criteria",
    "reviews.summary",
    "reviews.list",
  ],
  sandbox: ["payments.sandbox", "api.validation"],
  rsvp: ["rsvp", "rfqs.common", "rfqs.errors"],
} as const satisfies Record<string, readonly string[]>;

export type ClientArea = keyof typeof AREA_CLIENT_NAMESPACES;

/**
 * The folders of app/[locale] whose layout wraps its pages in <AreaMessages area=...>.
 * Folders not listed here (home, vendors/[slug], pages, developers, dev...) get the root namespaces only.
 */
export const AREA_OF_SEGMENT: Record<string, ClientArea> = {
  account: "account",
  vendor: "vendor",
  admin: "admin",
  login: "auth",
  register: "auth",
  "forgot-password": "auth",
  "reset-password": "auth",
  "verify-email": "auth",
  "confirm-email-change": "auth",
  "revert-email-change": "auth",
  "revert-phone-change": "auth",
  search: "catalogue",
  categories: "catalogue",
  vendors: "catalogue",
  "sandbox-pay": "sandbox",
  rsvp: "rsvp",
};

type MessageTree = { [key: string]: string | MessageTree };

/** Drops the paths already covered by an ancestor path in the list ("auth" covers "auth.otp"). */
function outermost(paths: readonly string[]): string[] {
  const unique = [...new Set(paths)];
  return unique.filter((p) => !unique.some((other) => other !== p && p.startsWith(`${other}.`)));
}

/** A new message tree holding only the given (dotted) paths; unknown paths are skipped. */
export function pickMessages(messages: MessageTree, paths: readonly string[]): MessageTree {
  const out: MessageTree = {};
  for (const dotted of outermost(paths)) {
    const keys = dotted.split(".");
    let source: string | MessageTree | undefined = messages;
    for (const key of keys) source = typeof source === "object" ? source[key] : undefined;
    if (source === undefined) continue;
    let target = out;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      target = typeof next === "object" ? next : (target[key] = {});
    }
    target[keys[keys.length - 1]] = source;
  }
  return out;
}

/** True when the shipped paths include `namespace` or one of its ancestors. */
export function covers(shipped: readonly string[], namespace: string): boolean {
  return shipped.some((p) => p === namespace || namespace.startsWith(`${p}.`));
}

export function clientNamespacesOf(area: ClientArea | "root"): readonly string[] {
  return area === "root" ? ROOT_CLIENT_NAMESPACES : [...ROOT_CLIENT_NAMESPACES, ...AREA_CLIENT_NAMESPACES[area]];
}
