// Shapes of the admin user endpoints as the pages use them (server/identity/admin-api.ts).

export const USER_STATUSES = ["pending_verification", "active", "suspended", "deletion_requested", "anonymized"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const ROLE_CODES = ["customer", "vendor_owner", "admin_super", "admin_operations", "admin_support", "admin_finance", "admin_moderator"] as const;
export type RoleCode = (typeof ROLE_CODES)[number];
export const ADMIN_ROLE_CODES = ["admin_super", "admin_operations", "admin_support", "admin_finance", "admin_moderator"] as const satisfies readonly RoleCode[];
/** Roles granted per vendor id; they need `vendor_id`. */
export const VENDOR_ROLE_CODES: readonly RoleCode[] = ["vendor_owner"];
/** Changes to this role wait for a second Super Admin. */
export const TWO_PERSON_ROLE: RoleCode = "admin_super";

export type AdminUser = {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string | null;
  email_verified: boolean;
  phone: string | null;
  phone_verified: boolean;
  preferred_locale: "ar" | "en";
  user_type: string;
  status: UserStatus;
  created_at: string;
  roles: string[];
  role_grants: { role: string; vendor_id: string | null }[];
  suspended_at: string | null;
  suspension_reason: string | null;
};

export type AdminUserDetail = AdminUser & { active_sessions: number };

export type AdminActions = { update: boolean; change_status: boolean; assign_roles: boolean; create_admin: boolean };

export type Pagination = { page: number; per_page: number; total: number; total_pages: number };

export type Person = { id: string; name: string; email: string | null };

export type RoleRequest = {
  request_id: string;
  user: Person;
  role: string;
  action: "grant" | "revoke";
  reason: string;
  status: "pending" | "confirmed" | "rejected";
  requested_by: Person;
  created_at: string;
  can_confirm: boolean;
};

export type PendingRoleChange = { request_id: string; status: "pending" };
