import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { formatAmount } from "../core/money";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { vendorOrder } from "./access";
import { lockOrder } from "./lock";
import { assertMoveTime, orderMachine } from "./state-machine";
import type { OrderView } from "./schemas";
import { loadOrderView } from "./views";

// POST /vendor/orders/{id}/complete: in_progress -> completed. The provider's
// location is cleared in the same update (spec: cleared on completion); the
// review window opens at completed_at. OrderCompleted carries what a tip needs.

export async function completeOrder(id: string, ctx: RequestContext): Promise<OrderView> {
  const order = await vendorOrder(id, ctx);
  orderMachine.assertCan(order.status, "complete");
  // Never before the booked start (move-times.ts): the tip and the review open at completion.
  assertMoveTime(order, "complete", now());
  await db.$transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    await orderMachine.move(tx, current, "complete", {
      data: { completedAt: now(), providerLatitude: null, providerLongitude: null, providerLocationAt: null },
      audit: { actor: { type: "user", id: ctx.userId }, action: "order.completed", request: ctx },
      event: {
        name: "OrderCompleted",
        payload: { orderId: order.id, vendorId: order.vendorId, customerUserId: order.customerUserId, total: formatAmount(order.total) },
      },
    });
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: order.vendorId }, select: { nameAr: true, nameEn: true } });
    await notify(tx, {
      userId: order.customerUserId,
      kind: "order.completed",
      entity: { type: "order", id: order.id },
      params: { order_ref: order.reference, vendor_name: bilingual(vendor.nameAr, vendor.nameEn) },
    });
  });
  return loadOrderView(order.id, ctx.locale, "vendor");
}
