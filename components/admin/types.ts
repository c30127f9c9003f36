import type { ApiData } from "@/components/ui/api-types";
import type { RoleCode as AnyRoleCode } from "@/server/identity/roles";

// Shapes of the admin user endpoints as the OpenAPI document declares them
// (ApiData), plus the lists the admin pages' filters and pickers offer.

export type AdminUser = ApiData<"/admin/users">[number];
export type RoleRequest = ApiData<"/admin/role-requests">[number];

export type UserStatus = AdminUser["status"];
export const USER_STATUSES = ["pending_verification", "active", "suspended", "deletion_requested", "anonymized"] as const satisfies readonly UserStatus[];

/** The roles the admin pages filter by and offer to grant (each has a localized name). */
export const ROLE_CODES = [
  "customer",
  "vendor_owner",
  "admin_super",
  "admin_operations",
  "admin_support",
  "admin_finance",
  "admin_moderator",
] as const satisfies readonly AnyRoleCode[];
export type RoleCode = (typeof ROLE_CODES)[number];
export const ADMIN_ROLE_CODES = ["admin_super", "admin_operations", "admin_support", "admin_finance", "admin_moderator"] as const satisfies readonly RoleCode[];
/**
 * Roles granted per vendor id; they need `vendor_id`. Only the owner: managers and staff are the
 * owner's to add from the team page (the API answers 422 `role` for them: server/identity/admin-users/role-grants.ts).
 */
export const VENDOR_ROLE_CODES: readonly RoleCode[] = ["vendor_owner"];
