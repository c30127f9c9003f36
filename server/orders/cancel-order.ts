import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { customerOrder, vendorOrder } from "./access";
import { endOrder } from "./end-order";
import { orderMachine } from "./state-machine";
import type { OrderView, RefundDestination } from "./schemas";
import { loadOrderView } from "./views";

// POST /orders/{id}/cancel (the customer, under the policy; the refund to the
// original method or, when the customer chooses, their wallet) and
// /vendor/orders/{id}/decline|cancel (the vendor: everything paid refunded).

export async function cancelOrderAsCustomer(
  id: string,
  input: { reason: string; refund_destination?: RefundDestination },
  ctx: RequestContext,
): Promise<OrderView> {
  const order = await customerOrder(id, ctx);
  orderMachine.assertCan(order.status, "customer_cancel");
  await db.$transaction((tx) =>
    endOrder(tx, order.id, {
      move: "customer_cancel",
      actor: { type: "user", id: ctx.userId },
      cancelledBy: "customer",
      reason: input.reason,
      refundDestination: input.refund_destination,
      request: ctx,
    }),
  );
  return loadOrderView(order.id, ctx.locale, "customer");
}

export async function cancelOrderAsVendor(
  id: string,
  move: "vendor_decline" | "vendor_cancel",
  input: { reason: string },
  ctx: RequestContext,
): Promise<OrderView> {
  const order = await vendorOrder(id, ctx);
  orderMachine.assertCan(order.status, move);
  await db.$transaction((tx) =>
    endOrder(tx, order.id, { move, actor: { type: "user", id: ctx.userId }, cancelledBy: "vendor", reason: input.reason, request: ctx }),
  );
  return loadOrderView(order.id, ctx.locale, "vendor");
}
