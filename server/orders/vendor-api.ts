import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { ok, okPage } from "../core/http/envelope";
import { acceptOrder } from "./accept-order";
import { cancelOrderAsVendor } from "./cancel-order";
import { completeOrder } from "./complete-order";
import { getOrder, listOrders } from "./list-orders";
import { progressOrder } from "./progress-order";
import { cancelBody, listQuery, locationBody, orderParams, orderSchema } from "./schemas";
import { shareLocation } from "./share-location";

// Direct orders, the vendor's side (docs/orders.md): in the vendor context,
// reading with booking.view, acting with booking.fulfil. Another vendor's
// order is 404.

const TAGS = ["Orders"];

export const vendorListOrdersEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendor/orders",
  summary: "The vendor's direct orders, newest first, filter by status (booking.view)",
  tags: TAGS,
  auth: "user",
  vendorPermission: "booking.view",
  query: listQuery,
  ...pagedList(orderSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listOrders("vendor", query, ctx)),
});

export const vendorGetOrderEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendor/orders/{id}",
  summary: "One of the vendor's direct orders (booking.view)",
  tags: TAGS,
  auth: "user",
  vendorPermission: "booking.view",
  params: orderParams,
  response: orderSchema,
  handler: async ({ params, ctx }) => ok(await getOrder("vendor", params.id, ctx)),
});

const step = (path: string, summary: string, run: (id: string, ctx: Parameters<typeof acceptOrder>[1]) => ReturnType<typeof acceptOrder>) =>
  defineEndpoint({
    method: "POST",
    path,
    summary: `${summary} (booking.fulfil); 409 BOOKING_INVALID_STATE from any other state`,
    tags: TAGS,
    auth: "user",
    vendorPermission: "booking.fulfil",
    params: orderParams,
    response: orderSchema,
    handler: async ({ params, ctx }) => ok(await run(params.id, ctx)),
  });

export const acceptOrderEndpoint = step("/vendor/orders/{id}/accept", "Accept a paid placed order before its confirm deadline: confirmed", acceptOrder);
export const onTheWayOrderEndpoint = step(
  "/vendor/orders/{id}/on-the-way",
  "Set out to a confirmed order: on_the_way (share the location from now on)",
  (id, ctx) => progressOrder(id, "set_out", ctx),
);
export const startOrderEndpoint = step("/vendor/orders/{id}/start", "Start a confirmed or on_the_way order: in_progress", (id, ctx) =>
  progressOrder(id, "start", ctx),
);
export const completeOrderEndpoint = step(
  "/vendor/orders/{id}/complete",
  "Complete an in_progress order: completed; the shared location is cleared",
  completeOrder,
);

const withReason = (path: string, summary: string, move: "vendor_decline" | "vendor_cancel") =>
  defineEndpoint({
    method: "POST",
    path,
    summary: `${summary}; everything paid is refunded automatically and the customer told (booking.fulfil). 409 BOOKING_INVALID_STATE from any other state`,
    tags: TAGS,
    auth: "user",
    vendorPermission: "booking.fulfil",
    params: orderParams,
    body: cancelBody,
    response: orderSchema,
    handler: async ({ params, body, ctx }) => ok(await cancelOrderAsVendor(params.id, move, body, ctx)),
  });

export const declineOrderEndpoint = withReason("/vendor/orders/{id}/decline", "Decline a placed order with a reason", "vendor_decline");
export const vendorCancelOrderEndpoint = withReason("/vendor/orders/{id}/cancel", "Cancel a confirmed or on_the_way order with a reason", "vendor_cancel");

export const orderLocationEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendor/orders/{id}/location",
  summary:
    "Share the provider's position, accepted only while the order is on_the_way or in_progress (409 BOOKING_INVALID_STATE otherwise); the customer's order shows it as provider_location until completion. 12 per minute per user (booking.fulfil)",
  tags: TAGS,
  auth: "user",
  vendorPermission: "booking.fulfil",
  rateLimits: ["order_location"],
  params: orderParams,
  body: locationBody,
  response: orderSchema,
  handler: async ({ params, body, ctx }) => ok(await shareLocation(params.id, body, ctx)),
});
