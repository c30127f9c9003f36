import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { ok, okPage } from "../core/http/envelope";
import { getVendorForAdmin, listVendorsForAdmin, moveVendor, type AdminMove } from "./admin-review";
import { reviewDocument } from "./documents";
import * as s from "./schemas";
import type { Permission } from "../identity/roles";
import { callerId } from "../core/http/request-context";

// Admin vendor management: the approval queue, a vendor's full record,
// lifecycle moves and document review. Only endpoints are exported.

export const adminListVendors = defineEndpoint({
  method: "GET",
  path: "/admin/vendors",
  summary: "Vendors for review; default the approval queue (status=pending_review, oldest submission first). Filters: status (or `all`), q, category",
  tags: ["Admin"],
  auth: "user",
  permission: "vendor.read",
  query: s.adminVendorsQuery,
  ...pagedList(s.adminVendorListItemSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listVendorsForAdmin(query, ctx.locale)),
});

export const adminGetVendor = defineEndpoint({
  method: "GET",
  path: "/admin/vendors/{id}",
  summary: "One vendor's full record: profile, contact, owner, documents (signed links), subscription, and the moves the caller may make (`allowed_actions`)",
  tags: ["Admin"],
  auth: "user",
  permission: "vendor.read",
  params: s.vendorIdParams,
  response: s.adminVendorSchema,
  handler: async ({ params, ctx }) => ok(await getVendorForAdmin(params.id, ctx.locale, callerId(ctx))),
});

/** One endpoint per lifecycle move; the transition table in state-machine.ts decides what is legal (409 otherwise). */
function vendorMove(move: AdminMove, permission: Permission, body: typeof s.reasonBody | typeof s.optionalReasonBody, summary: string) {
  return defineEndpoint({
    method: "POST",
    path: `/admin/vendors/{id}/${move}`,
    summary,
    tags: ["Admin"],
    auth: "user",
    permission,
    params: s.vendorIdParams,
    body,
    response: s.adminVendorSchema,
    handler: async ({ params, body, ctx }) => ok(await moveVendor(params.id, move, body.reason, ctx)),
  });
}

export const adminApproveVendor = vendorMove(
  "approve",
  "vendor.approve",
  s.optionalReasonBody,
  "Approve a pending application (publishes the vendor, emits VendorApproved, emails the owner); other states 409",
);
export const adminRejectVendor = vendorMove(
  "reject",
  "vendor.approve",
  s.reasonBody,
  "Reject a pending application with a reason (shown to the vendor, emailed to the owner); other states 409",
);
export const adminSuspendVendor = vendorMove(
  "suspend",
  "vendor.suspend",
  s.reasonBody,
  "Suspend an approved vendor with a reason: gone from public endpoints at once; emits VendorSuspended (live quotes are voided)",
);
export const adminReinstateVendor = vendorMove(
  "reinstate",
  "vendor.suspend",
  s.reasonBody,
  "Reinstate a suspended vendor with a reason; emits VendorReinstated",
);

export const adminReviewDocument = defineEndpoint({
  method: "POST",
  path: "/admin/vendors/{id}/documents/{documentId}/review",
  summary: "Approve or reject (note required) one of the vendor's documents",
  tags: ["Admin"],
  auth: "user",
  permission: "vendor.approve",
  params: s.documentParams,
  body: s.reviewDocumentBody,
  response: s.documentSchema,
  handler: async ({ params, body, ctx }) => ok(await reviewDocument(params.id, params.documentId, body, ctx)),
});
