import { z } from "zod";
import { ROLE_REQUEST_STATUSES } from "./admin-users";
import { userSchema } from "../schemas";

// Response shapes of the admin user endpoints (./admin-api.ts): the OpenAPI
// document and the admin pages' types (type-only imports) read them here.

export const adminUserSchema = userSchema
  .extend({
    roles: z.array(z.string()),
    role_grants: z.array(z.object({ role: z.string(), vendor_id: z.string().nullable() })),
    suspended_at: z.string().nullable(),
    suspension_reason: z.string().nullable(),
  })
  .meta({ id: "AdminUser" });

export const adminUserDetailSchema = adminUserSchema
  .extend({ active_sessions: z.number().int().meta({ description: "Sessions neither revoked nor expired." }) })
  .meta({ id: "AdminUserDetail" });

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });

export const roleRequestSchema = z
  .object({
    request_id: z.string(),
    user: personSchema,
    role: z.string(),
    action: z.enum(["grant", "revoke"]),
    reason: z.string(),
    status: z.enum(ROLE_REQUEST_STATUSES),
    requested_by: personSchema,
    confirmed_by: personSchema.nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    can_confirm: z.boolean().meta({ description: "False for the caller's own requests: a different Super Admin confirms." }),
  })
  .meta({ id: "RoleChangeRequest" });

export const pendingSchema = z
  .object({ request_id: z.string(), status: z.literal("pending") })
  .meta({ id: "PendingRoleChange", description: "A change to the Super Admin role waits for a second Super Admin (202)." });

export const confirmedRoleChangeSchema = z.object({ request_id: z.string(), status: z.literal("confirmed"), user: adminUserSchema });

/** `meta.actions` of GET /admin/users/{userId} (adminActionsFor): what the caller may do to this user. */
export const adminActionsSchema = z.object({ update: z.boolean(), change_status: z.boolean(), assign_roles: z.boolean(), create_admin: z.boolean() });

export const createdAdminSchema = z.object({ user: adminUserSchema, invite_sent: z.boolean(), role_request: pendingSchema.nullable() });
