import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok } from "../core/http/envelope";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { vendorAnalytics } from "./analytics";
import { applyForVendor } from "./apply";
import { addDocument, listDocuments } from "./documents";
import { getMyVendor, updateMyVendor } from "./profile";
import { getPublicVendor } from "./public-profile";
import * as s from "./schemas";
import { acceptInvitation, getTeam, inviteMember, removeTeamEntry } from "./team";
import { changeMemberRole } from "./change-member-role";

// Vendor-facing and public vendor endpoints. Only endpoints are exported
// (server/api/registry.ts lists them); the services live beside this file.

export const applyEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors",
  summary: "Apply with a vendor business (verified phone required, 403 AUTH_PHONE_UNVERIFIED); starts in pending_review on the Free plan",
  tags: ["Vendors"],
  auth: "user",
  body: s.applyBody,
  response: s.privateVendorSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => created(await applyForVendor(body, ctx), "/api/v1/vendors/me"),
});

export const getMyVendorEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me",
  summary: "Own vendor profile (private view: status, rejection reason, contact details, media, documents summary); any team member may read it",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.view",
  response: s.privateVendorSchema,
  // Staff need the vendor's status (pending, suspended) to work; editing stays with vendor.profile.manage.
  handler: async ({ ctx }) => ok(await getMyVendor(await currentVendorId(ctx, "vendor.view"), ctx)),
});

export const updateMyVendorEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/vendors/me",
  summary: "Edit the profile, logo/cover/gallery and marketplace visibility (`published`); `resubmit: true` sends a rejected application back for review",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.profile.manage",
  body: s.updateVendorBody,
  response: s.privateVendorSchema,
  handler: async ({ body, ctx }) => ok(await updateMyVendor(await currentVendorId(ctx, "vendor.profile.manage"), body, ctx)),
});

export const addDocumentEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors/me/documents",
  summary: "Attach a license or ID document by media id (a ready, private `vendor_document` upload); reviewed by admins",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.profile.manage",
  body: s.addDocumentBody,
  response: s.documentSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const document = await addDocument(await currentVendorId(ctx, "vendor.profile.manage"), body, ctx);
    return created(document, "/api/v1/vendors/me/documents");
  },
});

export const listDocumentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/documents",
  summary: "Own documents with their review status and short-lived signed links",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.profile.manage",
  response: z.array(s.documentSchema),
  collection: true,
  handler: async ({ ctx }) => ok(await listDocuments(await currentVendorId(ctx, "vendor.profile.manage"))),
});

export const getTeamEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/team",
  summary: "Team members and open invitations, with the plan's seat count (owner only)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.team.manage",
  response: s.teamSchema,
  handler: async ({ ctx }) => ok(await getTeam(await currentVendorId(ctx, "vendor.team.manage"))),
});

export const inviteEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors/me/team",
  summary:
    "Invite a team member by email with a role (vendor_manager or vendor_staff, default staff; link valid 7 days); 403 SUBSCRIPTION_REQUIRED when the plan's team size is reached",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.team.manage",
  body: s.inviteBody,
  response: s.invitationSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => created(await inviteMember(await currentVendorId(ctx, "vendor.team.manage"), body, ctx), "/api/v1/vendors/me/team"),
});

export const removeTeamEntryEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/vendors/me/team/{id}",
  summary: "Remove a member (not the owner) or revoke an open invitation; the member loses the vendor's roles at once",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.team.manage",
  params: s.teamEntryParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await removeTeamEntry(await currentVendorId(ctx, "vendor.team.manage"), params.id, ctx);
    return noContent();
  },
});

export const changeMemberRoleEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/vendors/me/team/{id}",
  summary:
    "Give a member (not the owner: 409) another team role, vendor_manager or vendor_staff, and/or limit them to branches (branch_ids; [] is the whole vendor); the member's permissions change at once, each change is audited, a new role notified (docs/vendor-team.md)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.team.manage",
  params: s.teamEntryParams,
  body: s.teamRoleBody,
  response: s.teamMemberSchema,
  handler: async ({ params, body, ctx }) => ok(await changeMemberRole(await currentVendorId(ctx, "vendor.team.manage"), params.id, body, ctx)),
});

export const acceptInvitationEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors/invitations/accept",
  summary: "Join a vendor's team with the emailed token (signed in with the invited, verified email; anything else is 404)",
  tags: ["Vendors"],
  auth: "user",
  body: s.acceptInvitationBody,
  response: s.acceptedInvitationSchema,
  handler: async ({ body, ctx }) => ok(await acceptInvitation(body, ctx)),
});

export const analyticsEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/analytics",
  summary:
    "Views, RFQs received, quotes sent and won over a window; depth by plan (basic 30 days totals; standard 90 days + daily series; advanced 365 days + win rate; full + category comparison). A longer window than the plan allows: 403 SUBSCRIPTION_REQUIRED",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.view",
  query: s.analyticsQuery,
  response: s.analyticsSchema,
  handler: async ({ query, ctx }) => ok(await vendorAnalytics(await currentVendorId(ctx, "vendor.view"), query, ctx.locale)),
});

export const getPublicVendorEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/{id}",
  summary: "Public vendor profile by id or slug (approved and published vendors only): gallery, services, reviews summary; never contact details",
  tags: ["Marketplace"],
  auth: "public",
  params: s.vendorIdParams,
  response: s.publicVendorSchema,
  handler: async ({ params, ctx }) => ok(await getPublicVendor(params.id, ctx)),
});
