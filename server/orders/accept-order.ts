import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { kuwaitTime } from "../core/kuwait-time";
import { notify } from "../notifications/notify";
import { bilingual } from "../notifications/params";
import { vendorOrder } from "./access";
import { lockOrder } from "./lock";
import { orderMachine } from "./state-machine";
import type { OrderView } from "./schemas";
import { isPaid, loadOrderView } from "./views";

// POST /vendor/orders/{id}/accept: the vendor accepts a paid order before its
// confirm deadline (placed -> confirmed). An unpaid one cannot be accepted
// (409): the vendor would commit a day to an order that may never be paid.

export async function acceptOrder(id: string, ctx: RequestContext): Promise<OrderView> {
  const order = await vendorOrder(id, ctx);
  orderMachine.assertCan(order.status, "accept");
  await db.$transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!isPaid(current)) {
      throw new AppError("BOOKING_INVALID_STATE", {
        message: { en: "The order is not paid yet; it can be accepted once paid.", ar: "لم يُدفع الطلب بعد؛ يمكن قبوله بعد الدفع." },
      });
    }
    await orderMachine.move(tx, current, "accept", {
      data: { confirmedAt: now() },
      audit: { actor: { type: "user", id: ctx.userId }, action: "order.accepted", request: ctx },
    });
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: order.vendorId }, select: { nameAr: true, nameEn: true } });
    await notify(tx, {
      userId: order.customerUserId,
      kind: "order.confirmed",
      entity: { type: "order", id: order.id },
      params: { order_ref: order.reference, vendor_name: bilingual(vendor.nameAr, vendor.nameEn), starts_at: kuwaitTime(order.startsAt) },
    });
  });
  return loadOrderView(order.id, ctx.locale, "vendor");
}
