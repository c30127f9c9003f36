import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { vendorOrder } from "./access";
import { lockOrder } from "./lock";
import { assertMoveTime, orderMachine } from "./state-machine";
import type { OrderView } from "./schemas";
import { loadOrderView } from "./views";

// POST /vendor/orders/{id}/on-the-way and /start: the vendor's buttons on
// the day, open from 2 hours before the booked start (move-times.ts). Each
// step is told to the customer.

const STEPS = {
  set_out: { kind: "order.on_the_way", action: "order.on_the_way", stamp: "onTheWayAt" },
  start: { kind: "order.started", action: "order.started", stamp: "startedAt" },
} as const;

export async function progressOrder(id: string, move: keyof typeof STEPS, ctx: RequestContext): Promise<OrderView> {
  const order = await vendorOrder(id, ctx);
  orderMachine.assertCan(order.status, move);
  assertMoveTime(order, move, now());
  const step = STEPS[move];
  await db.$transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    await orderMachine.move(tx, current, move, {
      data: { [step.stamp]: now() },
      audit: { actor: { type: "user", id: ctx.userId }, action: step.action, request: ctx },
    });
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: order.vendorId }, select: { nameAr: true, nameEn: true } });
    await notify(tx, {
      userId: order.customerUserId,
      kind: step.kind,
      entity: { type: "order", id: order.id },
      params: { order_ref: order.reference, vendor_name: bilingual(vendor.nameAr, vendor.nameEn) },
    });
  });
  return loadOrderView(order.id, ctx.locale, "vendor");
}
