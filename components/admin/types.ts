import type { z } from "zod";
import type { adminUserDetailSchema, adminUserSchema, createdAdminSchema, pendingSchema, roleRequestSchema } from "@/server/identity/admin-schemas";
import type { RoleCode as AnyRoleCode } from "@/server/identity/roles";

// Shapes of the admin user endpoints as the server's zod schemas declare them
// (server/identity/admin-schemas.ts; type-only imports), plus the lists the
// admin pages' filters and pickers offer.

export type { AdminActions } from "@/server/identity/admin-users";
export type { Pagination } from "@/server/core/http/query";

export type AdminUser = z.output<typeof adminUserSchema>;
export type AdminUserDetail = z.output<typeof adminUserDetailSchema>;
export type RoleRequest = z.output<typeof roleRequestSchema>;
export type PendingRoleChange = z.output<typeof pendingSchema>;
export type CreatedAdmin = z.output<typeof createdAdminSchema>;

export type UserStatus = AdminUser["status"];
export const USER_STATUSES = ["pending_verification", "active", "suspended", "deletion_requested", "anonymized"] as const satisfies readonly UserStatus[];

/** The roles the admin pages filter by and offer to grant (each has a localized name). */
export const ROLE_CODES = ["customer", "vendor_owner", "admin_super", "admin_operations", "admin_support", "admin_finance", "admin_moderator"] as const satisfies readonly AnyRoleCode[];
export type RoleCode = (typeof ROLE_CODES)[number];
export const ADMIN_ROLE_CODES = ["admin_super", "admin_operations", "admin_support", "admin_finance", "admin_moderator"] as const satisfies readonly RoleCode[];
/** Roles granted per vendor id; they need `vendor_id`. */
export const VENDOR_ROLE_CODES: readonly RoleCode[] = ["vendor_owner"];
