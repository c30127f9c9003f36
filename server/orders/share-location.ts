import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { vendorOrder } from "./access";
import { TRACKING_STATES } from "./state-machine";
import type { OrderView } from "./schemas";
import { loadOrderView } from "./views";

// POST /vendor/orders/{id}/location: the provider's position, accepted only
// while on_the_way or in_progress (409 otherwise). Not a state change: one
// conditional update on the tracking states, so a position racing the
// completion can never outlive it. Not audited (a stream of positions is
// not an action), rate-limited per user at the endpoint.

export async function shareLocation(id: string, input: { latitude: number; longitude: number }, ctx: RequestContext): Promise<OrderView> {
  const order = await vendorOrder(id, ctx);
  const { count } = await db.order.updateMany({
    where: { id: order.id, status: { in: TRACKING_STATES } },
    data: { providerLatitude: input.latitude, providerLongitude: input.longitude, providerLocationAt: now() },
  });
  if (count === 0) {
    throw new AppError("BOOKING_INVALID_STATE", {
      message: {
        en: "A location is accepted only while the order is on_the_way or in_progress.",
        ar: "لا يُقبل الموقع إلا ما دام الطلب في الحالة on_the_way أو in_progress.",
      },
    });
  }
  return loadOrderView(order.id, ctx.locale, "vendor");
}
