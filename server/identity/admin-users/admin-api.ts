import { z } from "zod";
import { UserStatus } from "../../core/db/generated/enums";
import { pageMeta, pagedList } from "../../core/http/meta";
import { defineEndpoint } from "../../core/http/endpoint";
import { accepted, created, ok, okPage } from "../../core/http/envelope";
import { pageParams, sortParam } from "../../core/http/query";
import { parseOrThrow } from "../../core/http/validation";
import {
  adminActionsSchema,
  adminUserDetailSchema,
  adminUserSchema,
  confirmedRoleChangeSchema,
  createdAdminSchema,
  pendingSchema,
  roleRequestSchema,
} from "./admin-schemas";
import {
  adminActionsFor,
  changeUserStatus,
  createAdminAccount,
  getUserDetailForAdmin,
  getUserForAdmin,
  listRoleRequests,
  listUsers,
  ROLE_REQUEST_STATUSES,
  updateUserByAdmin,
  USER_SORTS,
} from "./admin-users";
import { eraseAccount } from "../profile/erase-account";
import { emailAddress, locale, personName } from "../fields";
import { confirmRoleChange, grantRole, revokeRole, type RoleChangeOutcome } from "./role-grants";
import { ADMIN_ROLE_CODES, ROLE_CODES } from "../roles";
import { callerId } from "../../core/http/request-context";

// Admin user management: listing, profile edits, suspension, erasure, role
// grants and admin account creation. Only endpoints are exported (server/api/registry.ts);
// the services live in ./admin-users.ts, ./erase-account.ts and ./role-grants.ts.

const reason = z.string().trim().min(3).max(500).meta({ description: "Why (3–500 characters); kept in the audit log." });
const userIdParams = z.object({ userId: z.string().max(100) });

const roleChange = z.strictObject({
  role: z.enum(ROLE_CODES),
  reason,
  vendor_id: z.string().max(100).optional().meta({ description: "Required for vendor roles (vendor_owner); the vendor the role applies to." }),
});

const toInput = (b: z.output<typeof roleChange>) => ({ role: b.role, reason: b.reason, vendorId: b.vendor_id });

async function outcomeResult(outcome: RoleChangeOutcome, userId: string) {
  return outcome.kind === "pending" ? accepted({ request_id: outcome.requestId, status: "pending" }) : ok(await getUserForAdmin(userId));
}

export const adminListUsers = defineEndpoint({
  method: "GET",
  path: "/admin/users",
  summary: "List users (q searches email, phone and names; filters status and role). `meta.actions.create_admin` tells whether the caller may create admins.",
  tags: ["Admin"],
  auth: "user",
  permission: "user.read",
  query: z.strictObject({
    q: z.string().max(100).optional(),
    status: z.enum(UserStatus).optional(),
    role: z.enum(ROLE_CODES).optional(),
    sort: sortParam(USER_SORTS, "-created_at"),
    ...pageParams,
  }),
  ...pagedList(adminUserSchema, pageMeta.extend({ actions: adminActionsSchema.pick({ create_admin: true }) })),
  handler: async ({ query, ctx }) => {
    const [page, actions] = await Promise.all([listUsers(query), adminActionsFor(callerId(ctx))]);
    return okPage(ctx.url, page, { actions: { create_admin: actions.create_admin } });
  },
});

export const adminGetUser = defineEndpoint({
  method: "GET",
  path: "/admin/users/{userId}",
  summary:
    "One user's profile, roles, status and live session count; `meta.actions` says what the caller may do to this user (update, change_status, assign_roles, create_admin)",
  tags: ["Admin"],
  auth: "user",
  permission: "user.read",
  params: userIdParams,
  response: adminUserDetailSchema,
  meta: z.object({ actions: adminActionsSchema }),
  handler: async ({ params, ctx }) => {
    const user = await getUserDetailForAdmin(params.userId);
    return ok(user, { meta: { actions: await adminActionsFor(callerId(ctx), user) } });
  },
});

export const adminUpdateUser = defineEndpoint({
  method: "PATCH",
  path: "/admin/users/{userId}",
  summary: "Edit a user's name or preferred locale (audited with a diff)",
  tags: ["Admin"],
  auth: "user",
  permission: "user.update",
  params: userIdParams,
  body: z
    .strictObject({ first_name: personName.optional(), last_name: personName.optional(), preferred_locale: locale.optional(), reason: reason.optional() })
    .refine((b) => b.first_name !== undefined || b.last_name !== undefined || b.preferred_locale !== undefined, {
      message: "validation.at_least_one_field",
      path: ["_"],
    }),
  response: adminUserSchema,
  handler: async ({ params, body, ctx }) => ok(await updateUserByAdmin(params.userId, body, ctx)),
});

export const adminChangeUserStatus = defineEndpoint({
  method: "PATCH",
  path: "/admin/users/{userId}/status",
  summary: "Suspend (from active or pending_verification; revokes all sessions and push tokens) or reinstate a user; reason mandatory",
  tags: ["Admin"],
  auth: "user",
  permission: "user.suspend",
  params: userIdParams,
  body: z.strictObject({ status: z.enum(["suspended", "active"]), reason }),
  response: adminUserSchema,
  handler: async ({ params, body, ctx }) => ok(await changeUserStatus(params.userId, body, ctx)),
});

export const adminEraseUser = defineEndpoint({
  method: "POST",
  path: "/admin/users/{userId}/erase",
  summary:
    "Verified erasure of a suspended account (Super Admin): anonymized like an expired deletion (generic name; email, phone, password, avatar, sessions and push tokens purged; transactional records kept). `confirmation` must repeat the account's email or phone; reason mandatory. Other statuses: 409.",
  tags: ["Admin"],
  auth: "user",
  permission: "user.erase",
  params: userIdParams,
  body: z.strictObject({
    reason,
    confirmation: z.string().trim().min(1).max(320).meta({ description: "The account's email address or phone number, typed back to prove intent." }),
  }),
  response: adminUserSchema,
  handler: async ({ params, body, ctx }) => ok(await eraseAccount(params.userId, body, ctx)),
});

export const adminGrantRole = defineEndpoint({
  method: "POST",
  path: "/admin/users/{userId}/roles",
  summary: "Grant a role (Super Admin). admin_super answers 202 with a request a second Super Admin confirms.",
  tags: ["Admin"],
  auth: "user",
  permission: "role.assign",
  params: userIdParams,
  body: roleChange,
  response: z.union([adminUserSchema, pendingSchema]),
  handler: async ({ params, body, ctx }) => outcomeResult(await grantRole(params.userId, toInput(body), ctx), params.userId),
});

const optionalRoleChange = roleChange.partial();

export const adminRevokeRole = defineEndpoint({
  method: "DELETE",
  path: "/admin/users/{userId}/roles",
  summary: "Revoke a role (Super Admin); body {role, reason, vendor_id} or the same as query parameters. admin_super answers 202.",
  tags: ["Admin"],
  auth: "user",
  permission: "role.assign",
  params: userIdParams,
  query: optionalRoleChange.extend({ role: z.string().max(50).optional(), reason: z.string().max(1000).optional() }),
  body: optionalRoleChange,
  response: z.union([adminUserSchema, pendingSchema]),
  handler: async ({ params, query, body, ctx }) => {
    const input = parseOrThrow(roleChange, { ...query, ...body }, ctx.locale, "body");
    return outcomeResult(await revokeRole(params.userId, toInput(input), ctx), params.userId);
  },
});

export const adminListRoleRequests = defineEndpoint({
  method: "GET",
  path: "/admin/role-requests",
  summary: "Super Admin role changes by status (default pending), optionally for one user; newest first",
  tags: ["Admin"],
  auth: "user",
  permission: "role.assign",
  query: z.strictObject({ status: z.enum(ROLE_REQUEST_STATUSES).default("pending"), user_id: z.string().max(100).optional(), ...pageParams }),
  ...pagedList(roleRequestSchema),
  handler: async ({ query, ctx }) =>
    okPage(ctx.url, await listRoleRequests({ status: query.status, userId: query.user_id, page: query.page, per_page: query.per_page }, callerId(ctx))),
});

export const adminConfirmRoleRequest = defineEndpoint({
  method: "POST",
  path: "/admin/role-requests/{requestId}/confirm",
  summary: "A second Super Admin confirms a pending Super Admin role change (the requester cannot: 403)",
  tags: ["Admin"],
  auth: "user",
  permission: "role.assign",
  params: z.object({ requestId: z.string().max(100) }),
  response: confirmedRoleChangeSchema,
  handler: async ({ params, ctx }) => {
    const { requestId, userId } = await confirmRoleChange(params.requestId, ctx);
    return ok({ request_id: requestId, status: "confirmed", user: await getUserForAdmin(userId) });
  },
});

export const adminCreateAdmin = defineEndpoint({
  method: "POST",
  path: "/admin/admins",
  summary: "Create an admin account (Super Admin): pending, no password, emailed a link to set one",
  tags: ["Admin"],
  auth: "user",
  permission: "admin.create",
  body: z.strictObject({
    email: emailAddress,
    first_name: personName,
    last_name: personName,
    role: z.enum(ADMIN_ROLE_CODES),
    preferred_locale: locale.default("ar"),
    reason,
  }),
  response: createdAdminSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const { userId, outcome, inviteSent } = await createAdminAccount(
      { email: body.email, firstName: body.first_name, lastName: body.last_name, role: body.role, reason: body.reason, locale: body.preferred_locale },
      ctx,
    );
    const roleRequest = outcome.kind === "pending" ? { request_id: outcome.requestId, status: "pending" } : null;
    return created({ user: await getUserForAdmin(userId), invite_sent: inviteSent, role_request: roleRequest }, `/api/v1/admin/users/${userId}`);
  },
});
