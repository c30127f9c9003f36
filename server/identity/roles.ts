// Built-in roles and their permission bundles (dotted permissions). Vendor
// roles are granted per vendor id; the guard that checks them arrives with
// the identity module.
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
  admin_super: ["*"],
  admin_operations: ["admin.access", "vendor.approve", "vendor.suspend", "user.read", "review.moderate", "booking.oversee", "rfq.oversee", "payment.oversee"],
  admin_support: ["admin.access", "user.read", "user.suspend", "review.moderate", "booking.oversee"],
  admin_finance: ["admin.access", "refund.approve", "refund.issue", "report.finance", "settlement.manage", "payment.oversee"],
  admin_moderator: ["admin.access", "review.moderate", "taxonomy.manage", "search.synonyms.manage", "featured.manage", "cms.manage"],
} as const satisfies Record<string, readonly string[]>;

export type RoleCode = keyof typeof BUILT_IN_ROLES;
