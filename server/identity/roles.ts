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
  vendor_owner: [
    "vendor.profile.manage",
    "vendor.team.manage",
    "listing.manage",
    "listing.publish",
    "rfq.respond",
    "quote.submit",
    "booking.fulfil",
    "subscription.manage",
    "subscription.pay",
    "review.reply",
    "settlement.view",
  ],
  // Team members the owner invites: work on listings, RFQs and bookings, never on the team, plan or money.
  vendor_staff: ["listing.manage", "rfq.respond", "quote.submit", "booking.fulfil", "review.reply"],
  admin_super: ["*"],
  admin_operations: ["admin.access", "vendor.read", "vendor.approve", "vendor.suspend", "audit.read", "user.read", "user.update", "review.moderate", "booking.oversee", "rfq.oversee", "payment.oversee"],
  admin_support: ["admin.access", "vendor.read", "user.read", "user.suspend", "review.moderate", "booking.oversee"],
  admin_finance: ["admin.access", "plan.manage", "refund.approve", "refund.issue", "report.finance", "settlement.manage", "payment.oversee"],
  admin_moderator: ["admin.access", "taxonomy.manage", "search.synonyms.manage", "search.report", "featured.manage", "cms.manage"],
} as const satisfies Record<string, readonly string[]>;

export type RoleCode = keyof typeof BUILT_IN_ROLES;

export const ROLE_CODES = Object.keys(BUILT_IN_ROLES) as [RoleCode, ...RoleCode[]];

/** Roles of staff accounts (user_type `admin`). */
export const ADMIN_ROLE_CODES = ["admin_super", "admin_operations", "admin_support", "admin_finance", "admin_moderator"] as const satisfies readonly RoleCode[];
export type AdminRoleCode = (typeof ADMIN_ROLE_CODES)[number];

/** Roles granted per vendor id (`user_roles.vendor_id`). */
export const VENDOR_ROLE_CODES = ["vendor_owner", "vendor_staff"] as const satisfies readonly RoleCode[];

export const isAdminRole = (code: string): code is AdminRoleCode => (ADMIN_ROLE_CODES as readonly string[]).includes(code);
export const isVendorRole = (code: string): boolean => (VENDOR_ROLE_CODES as readonly string[]).includes(code);

/** Changes to this role need a second Super Admin's confirmation. */
export const TWO_PERSON_ROLE = "admin_super";
