import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { adminHome } from "./admin-queues";
import { adminHomeSchema, vendorHomeSchema } from "./schemas";
import { vendorHome } from "./vendor-home";
import { callerId } from "../core/http/request-context";

// The landing pages of the admin area and the vendor portal. Only endpoints
// are exported (server/api/registry.ts lists them).

export const adminHomeEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/home",
  summary:
    "The caller's work queues with counts (vendor approvals, refunds waiting, reported reviews, reconciliation mismatches, settlements to pay, ...): " +
    "only the queues whose permission the caller holds are counted and listed (admin.access)",
  tags: ["Admin"],
  auth: "user",
  permission: "admin.access",
  response: adminHomeSchema,
  handler: async ({ ctx }) => ok(await adminHome(callerId(ctx))),
});

export const vendorHomeEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/home",
  summary:
    "The vendor's to-do list (RFQs to answer before they expire, counter-offers waiting, bookings in the next 7 days, reviews without a reply) " +
    "and this Kuwait month's figures (RFQs received, quotes sent, bookings confirmed, profile views); 404 without a vendor membership",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "vendor.view",
  response: vendorHomeSchema,
  handler: async ({ ctx }) => ok(await vendorHome(ctx)),
});
