import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { pageLinks } from "../core/http/query";
import { getVendorForAdmin, listVendorsForAdmin, moveVendor } from "./admin-review";
import { reviewDocument } from "./documents";
import * as s from "./schemas";

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
  response: z.array(s.adminVendorListItemSchema),
  collection: true,
  handler: async ({ query, ctx }) => {
    const { items, pagination } = await listVendorsForAdmin(query, ctx.locale);
    return ok(items, { meta: { pagination }, links: pageLinks(ctx.url, pagination) });
  },
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
  handler: async ({ params, ctx }) => ok(await getVendorForAdmin(params.id, ctx.locale, ctx.userId!)),
});

export const adminApproveVendor = defineEndpoint({
  method: "POST",
  path: "/admin/vendors/{id}/approve",
  summary: "Approve a pending application (publishes the vendor, emits VendorApproved, emails the owner); other states 409",
  tags: ["Admin"],
  auth: "user",
  permission: "vendor.approve",
  params: s.vendorIdParams,
  body: s.optionalReasonBody,
  response: s.adminVendorSchema,
  handler: async ({ params, body, ctx }) => ok(await moveVendor(params.id, "approve", body.reason, ctx)),
});

export const adminRejectVendor = defineEndpoint({
  method: "POST",
  path: "/admin/vendors/{id}/reject",
  summary: "Reject a pending application with a reason (shown to the vendor, emailed to the owner); other states 409",
  tags: ["Admin"],
  auth: "user",
  permission: "vendor.approve",
  params: s.vendorIdParams,
  body: s.reasonBody,
  response: s.adminVendorSchema,
  handler: async ({ params, body, ctx }) => ok(await moveVendor(params.id, "reject", body.reason, ctx)),
});

export const adminSuspendVendor = defineEndpoint({
  method: "POST",
  path: "/admin/vendors/{id}/suspend",
  summary: "Suspend an approved vendor with a reason: gone from public endpoints at once; emits VendorSuspended (live quotes are voided)",
  tags: ["Admin"],
  auth: "user",
  permission: "vendor.suspend",
  params: s.vendorIdParams,
  body: s.reasonBody,
  response: s.adminVendorSchema,
  handler: async ({ params, body, ctx }) => ok(await moveVendor(params.id, "suspend", body.reason, ctx)),
});

export const adminReinstateVendor = defineEndpoint({
  method: "POST",
  path: "/admin/vendors/{id}/reinstate",
  summary: "Reinstate a suspended vendor with a reason; emits VendorReinstated",
  tags: ["Admin"],
  auth: "user",
  permission: "vendor.suspend",
  params: s.vendorIdParams,
  body: s.reasonBody,
  response: s.adminVendorSchema,
  handler: async ({ params, body, ctx }) => ok(await moveVendor(params.id, "reinstate", body.reason, ctx)),
});

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
