import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { created, ok, okPage } from "../core/http/envelope";
import { cancelOrderAsCustomer } from "./cancel-order";
import { createOrder } from "./create-order";
import { getOrder, listOrders } from "./list-orders";
import { adminListQuery, createOrderBody, customerCancelBody, listQuery, orderParams, orderSchema } from "./schemas";

// Direct orders, customer and admin side (docs/orders.md; spec Endpoints
// "Bookings and direct orders"). The vendor's side is in vendor-api.ts.

const TAGS = ["Orders"];

export const listOrdersEndpoint = defineEndpoint({
  method: "GET",
  path: "/orders",
  summary: "The caller's direct orders as a customer, newest first, filter by status",
  tags: TAGS,
  auth: "user",
  permission: "booking.manage",
  query: listQuery,
  ...pagedList(orderSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listOrders("customer", query, ctx)),
});

export const createOrderEndpoint = defineEndpoint({
  method: "POST",
  path: "/orders",
  summary:
    "Order a package the vendor lets customers order directly, at its price, for a day and time in Kuwait; born `placed`, pay it within 60 minutes (POST /payments/intents, payable_type order, purpose order_payment). " +
    "409 VENDOR_UNAVAILABLE when the vendor's day is closed or full; 404 for a package that cannot be ordered",
  tags: TAGS,
  auth: "user",
  permission: "booking.manage",
  body: createOrderBody,
  response: orderSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const order = await createOrder(body, ctx);
    return created(order, `/api/v1/orders/${order.id}`);
  },
});

export const getOrderEndpoint = defineEndpoint({
  method: "GET",
  path: "/orders/{id}",
  summary:
    "One of the caller's orders, with provider_location while the vendor is on the way or working (null otherwise) and the distance to the place; 404 for anyone else's",
  tags: TAGS,
  auth: "user",
  permission: "booking.manage",
  params: orderParams,
  response: orderSchema,
  handler: async ({ params, ctx }) => ok(await getOrder("customer", params.id, ctx)),
});

export const cancelOrderEndpoint = defineEndpoint({
  method: "POST",
  path: "/orders/{id}/cancel",
  summary:
    "Cancel a placed or confirmed order under the policy (in full before acceptance or 24 h+ before the start, 50% inside the last 24 h); the refund is sent automatically, " +
    "to the original payment method or, with refund_destination wallet, to the caller's wallet (credited when processed, at once). 409 BOOKING_INVALID_STATE once the vendor is on the way",
  tags: TAGS,
  auth: "user",
  permission: "booking.manage",
  params: orderParams,
  body: customerCancelBody,
  response: orderSchema,
  handler: async ({ params, body, ctx }) => ok(await cancelOrderAsCustomer(params.id, body, ctx)),
});

export const adminListOrdersEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/orders",
  summary: "Every direct order, newest first, filter by status and vendor (booking.oversee); never the provider's location",
  tags: TAGS,
  auth: "user",
  permission: "booking.oversee",
  query: adminListQuery,
  ...pagedList(orderSchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listOrders("admin", query, ctx)),
});

export const adminGetOrderEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/orders/{id}",
  summary: "One direct order (booking.oversee); never the provider's location",
  tags: TAGS,
  auth: "user",
  permission: "booking.oversee",
  params: orderParams,
  response: orderSchema,
  handler: async ({ params, ctx }) => ok(await getOrder("admin", params.id, ctx)),
});
