// Built-in roles and their permission bundles (dotted permissions). Vendor
// roles are granted per vendor id. Identity administration (spec permission
// matrix): Support reads any user (`user.read`) and suspends or reinstates
// (`user.suspend`); Operations also edits profiles (`user.update`); only the
// Super Admin ("*") creates admin accounts (`admin.create`) and assigns roles
// (`role.assign`). Review moderation (`review.moderate`) is Support,
// Operations and Super only (spec Authentication 13); the Content Moderator
// keeps taxonomy, synonyms, featured settings and CMS pages
// (docs/decisions.md "Review moderation roles").
export const BUILT_IN_ROLES = {
  customer: ["profile.manage", "event.manage", "rfq.create", "quote.accept", "booking.manage", "payment.pay", "review.create", "favorite.manage"],
  // The vendor team matrix (docs/vendor-team.md): the owner does everything;
  // a manager runs RFQs, quotes, bookings, the calendar, services,
  // webhooks and messages, never payouts, the plan, billing or the team; staff see RFQs
  // and bookings, decline RFQs, answer messages and reviews, and change no
  // price or service (a quote is a price: quote.submit is manager and owner).
  vendor_owner: [
    "vendor.view",
    "vendor.profile.manage",
    "vendor.team.manage",
    "calendar.manage",
    "listing.manage",
    "listing.publish",
    "rfq.respond",
    "quote.submit",
    "booking.view",
    "booking.fulfil",
    "subscription.manage",
    "subscription.pay",
    "review.reply",
    "settlement.view",
    "webhooks.manage",
  ],
  vendor_manager: [
    "vendor.view",
    "calendar.manage",
    "listing.manage",
    "listing.publish",
    "rfq.respond",
    "quote.submit",
    "booking.view",
    "booking.fulfil",
    "review.reply",
    "webhooks.manage",
  ],
  vendor_staff: ["vendor.view", "rfq.respond", "booking.view", "review.reply"],
  admin_super: ["*"],
  admin_operations: [
    "admin.access",
    "vendor.read",
    "vendor.approve",
    "vendor.suspend",
    "audit.read",
    "user.read",
    "user.update",
    "review.moderate",
    "booking.oversee",
    "rfq.oversee",
    "payment.oversee",
  ],
  admin_support: ["admin.access", "vendor.read", "user.read", "user.suspend", "review.moderate", "booking.oversee"],
  admin_finance: ["admin.access", "plan.manage", "refund.approve", "refund.issue", "report.finance", "settlement.manage", "payment.oversee"],
  admin_moderator: ["admin.access", "taxonomy.manage", "search.synonyms.manage", "search.report", "featured.manage", "cms.manage"],
} as const satisfies Record<string, readonly string[]>;

export type RoleCode = keyof typeof BUILT_IN_ROLES;

/**
 * Permissions no built-in role lists by name: only the Super Admin's "*"
 * holds them (account creation, role grants, erasure, settings that change
 * the whole marketplace, the development outbox).
 */
export const SUPER_ONLY_PERMISSIONS = [
  "admin.create",
  "role.assign",
  "user.erase",
  "dev.outbox.read",
  "payment.driver.switch",
  "search.ranking.manage",
  "rfq.settings.manage",
  "review.criteria.manage",
  "webhooks.partners.manage",
] as const;

/**
 * Every permission the code may check: the role table's names plus the
 * Super-only ones. Every check (`requirePermission`, `hasPermission`, an
 * endpoint's `permission`) takes this type, so a misspelt name fails `tsc`.
 */
export type Permission = Exclude<(typeof BUILT_IN_ROLES)[RoleCode][number], "*"> | (typeof SUPER_ONLY_PERMISSIONS)[number];

/** The customer role's permissions: only a customer grant gives them, never "*" (docs/decisions.md). */
export type CustomerPermission = (typeof BUILT_IN_ROLES.customer)[number];
export const CUSTOMER_PERMISSIONS: ReadonlySet<Permission> = new Set(BUILT_IN_ROLES.customer);
export const isCustomerPermission = (permission: Permission): permission is CustomerPermission => CUSTOMER_PERMISSIONS.has(permission);

// The endpoint contract (server/core/http/endpoint.ts) names its permission
// type without importing this module (core imports no module above it):
// this fills it in.
declare module "../core/http/endpoint" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PermissionNames extends Record<Permission, true> {}
}

export const ROLE_CODES = Object.keys(BUILT_IN_ROLES) as [RoleCode, ...RoleCode[]];

/** Roles of staff accounts (user_type `admin`). */
export const ADMIN_ROLE_CODES = ["admin_super", "admin_operations", "admin_support", "admin_finance", "admin_moderator"] as const satisfies readonly RoleCode[];
export type AdminRoleCode = (typeof ADMIN_ROLE_CODES)[number];

/** Roles granted per vendor id (`user_roles.vendor_id`). */
export const VENDOR_ROLE_CODES = ["vendor_owner", "vendor_manager", "vendor_staff"] as const satisfies readonly RoleCode[];
export type VendorRoleCode = (typeof VENDOR_ROLE_CODES)[number];

/** The roles an owner gives a team member (invitation or change); the owner role is never given. */
export const TEAM_ROLE_CODES = ["vendor_manager", "vendor_staff"] as const satisfies readonly VendorRoleCode[];
export type TeamRoleCode = (typeof TEAM_ROLE_CODES)[number];

export const isAdminRole = (code: string): code is AdminRoleCode => (ADMIN_ROLE_CODES as readonly string[]).includes(code);
export const isVendorRole = (code: string): boolean => (VENDOR_ROLE_CODES as readonly string[]).includes(code);

/** Changes to this role need a second Super Admin's confirmation. */
export const TWO_PERSON_ROLE = "admin_super";
