import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok } from "../core/http/envelope";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { createBranch, deleteBranch, listBranches, updateBranch } from "./branches";
import * as s from "./schemas";

// The vendor's branches (docs/vendor-team.md "Branches"): every member reads
// them (a member limited to branches, only theirs); the owner changes them.

const TAGS = ["Vendors"];

export const listBranchesEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/branches",
  summary: "The vendor's branches, oldest first (a member limited to branches sees only those)",
  tags: TAGS,
  auth: "user",
  vendorPermission: "vendor.view",
  response: z.array(s.branchSchema),
  handler: async ({ ctx }) => ok(await listBranches(await currentVendorId(ctx, "vendor.view"), ctx)),
});

export const createBranchEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors/me/branches",
  summary: "Add a branch: name in Arabic and English, the area whose RFQs it receives, optional point and own daily capacity (owner)",
  tags: TAGS,
  auth: "user",
  vendorPermission: "vendor.profile.manage",
  body: s.createBranchBody,
  response: s.branchSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => created(await createBranch(await currentVendorId(ctx, "vendor.profile.manage"), body, ctx), "/api/v1/vendors/me/branches"),
});

export const updateBranchEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/vendors/me/branches/{id}",
  summary: "Change a branch; the fields given change (owner)",
  tags: TAGS,
  auth: "user",
  vendorPermission: "vendor.profile.manage",
  params: s.branchParams,
  body: s.updateBranchBody,
  response: s.branchSchema,
  handler: async ({ params, body, ctx }) => ok(await updateBranch(await currentVendorId(ctx, "vendor.profile.manage"), params.id, body, ctx)),
});

export const deleteBranchEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/vendors/me/branches/{id}",
  summary: "Remove a branch (owner): its services, RFQs and calendar days belong to the whole vendor again; members limited only to it see the whole vendor",
  tags: TAGS,
  auth: "user",
  vendorPermission: "vendor.profile.manage",
  params: s.branchParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await deleteBranch(await currentVendorId(ctx, "vendor.profile.manage"), params.id, ctx);
    return noContent();
  },
});
