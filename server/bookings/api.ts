import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { ok, okPage } from "../core/http/envelope";
import { cancelBooking } from "./cancel-booking";
import { cancellationPolicy } from "./cancellation-policy";
import { completeBooking } from "./complete-booking";
import { declineBooking } from "./decline-booking";
import { listAdminBookings } from "./list-admin-bookings";
import { markBalanceReceived } from "./mark-balance-received";
import { getBooking, listBookings } from "./list-bookings";
import { requestRefund } from "./request-refund";
import { adminListQuery, bookingParams, bookingSchema, cancelBody, declineBody, listQuery, policySchema, refundRequestBody } from "./schemas";
import { vendorConfirmBooking } from "./vendor-confirm-booking";

// Bookings (docs/rfqs.md; spec Endpoints "Bookings and direct orders").
// Accepting a quote creates them (server/rfq/accept-api.ts). Only endpoints
// are exported (server/api/registry.ts lists them).

const TAGS = ["Bookings"];

export const listBookingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/bookings",
  summary: "The caller's bookings: as a customer their own; in a vendor context the vendor's. Newest first, page-paginated, filter by status",
  tags: TAGS,
  auth: "user",
  query: listQuery,
  ...pagedList(bookingSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listBookings(query, ctx)),
});

export const cancellationPolicyEndpoint = defineEndpoint({
  method: "GET",
  path: "/bookings/cancellation-policy",
  summary: "The customer cancellation policy, in the caller's language (shown before accepting a quote)",
  tags: TAGS,
  auth: "public",
  response: policySchema,
  handler: async ({ ctx }) => ok(cancellationPolicy(ctx.locale)),
});

export const getBookingEndpoint = defineEndpoint({
  method: "GET",
  path: "/bookings/{id}",
  summary:
    "One booking of the caller (customer: their own; vendor context: the vendor's), with the cancellation policy and what cancelling now would refund; 404 otherwise",
  tags: TAGS,
  auth: "user",
  params: bookingParams,
  response: bookingSchema,
  handler: async ({ params, ctx }) => ok(await getBooking(params.id, ctx)),
});

export const cancelBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/bookings/{id}/cancel",
  summary:
    "Cancel a pending or confirmed booking as its customer; the policy's refund is recorded (refund_percent, refund_due). 409 BOOKING_INVALID_STATE otherwise",
  tags: TAGS,
  auth: "user",
  permission: "booking.manage",
  params: bookingParams,
  body: cancelBody,
  response: bookingSchema,
  handler: async ({ params, body, ctx }) => ok(await cancelBooking(params.id, body, ctx)),
});

export const requestRefundEndpoint = defineEndpoint({
  method: "POST",
  path: "/bookings/{id}/refund-request",
  summary: "Ask for a refund of a confirmed booking (moves it to refund_requested for Finance to decide). 409 BOOKING_INVALID_STATE otherwise",
  tags: TAGS,
  auth: "user",
  permission: "booking.manage",
  params: bookingParams,
  body: refundRequestBody,
  response: bookingSchema,
  handler: async ({ params, body, ctx }) => ok(await requestRefund(params.id, body, ctx)),
});

export const completeBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendor/bookings/{id}/complete",
  summary:
    "Mark a confirmed booking completed, from its service date on (Kuwait time); the customer is invited to review. Vendor context, permission booking.fulfil",
  tags: TAGS,
  auth: "user",
  vendorPermission: "booking.fulfil",
  params: bookingParams,
  response: bookingSchema,
  handler: async ({ params, ctx }) => ok(await completeBooking(params.id, ctx)),
});

export const balanceReceivedEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendor/bookings/{id}/balance-received",
  summary:
    "Record that the balance (total - deposit), paid to the vendor directly, was received: the customer is told. Vendor context, permission booking.fulfil; " +
    "a confirmed or completed booking only (409 BOOKING_INVALID_STATE otherwise); idempotent (a second call answers the booking unchanged)",
  tags: TAGS,
  auth: "user",
  vendorPermission: "booking.fulfil",
  params: bookingParams,
  response: bookingSchema,
  handler: async ({ params, ctx }) => ok(await markBalanceReceived(params.id, ctx)),
});

export const adminListBookingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/bookings",
  summary: "Every booking, newest first, filter by status and vendor (booking.oversee)",
  tags: TAGS,
  auth: "user",
  permission: "booking.oversee",
  query: adminListQuery,
  ...pagedList(bookingSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listAdminBookings(query, ctx)),
});

export const vendorConfirmBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendor/bookings/{id}/confirm",
  summary:
    "Confirm a booking whose deposit is paid (within 48 h of the deposit, else it is cancelled with a full refund). Vendor context, permission booking.fulfil; 409 BOOKING_INVALID_STATE when not confirmed by payment or already confirmed",
  tags: TAGS,
  auth: "user",
  vendorPermission: "booking.fulfil",
  params: bookingParams,
  response: bookingSchema,
  handler: async ({ params, ctx }) => ok(await vendorConfirmBooking(params.id, ctx)),
});

export const declineBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendor/bookings/{id}/decline",
  summary:
    "Decline a pending booking, or a paid one not yet confirmed by the vendor, with a reason: cancelled, everything paid refunded automatically, the customer told, the RFQ reopened for the other quotes. Vendor context, permission booking.fulfil",
  tags: TAGS,
  auth: "user",
  vendorPermission: "booking.fulfil",
  params: bookingParams,
  body: declineBody,
  response: bookingSchema,
  handler: async ({ params, body, ctx }) => ok(await declineBooking(params.id, body, ctx)),
});
