import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { eventMachine } from "./state-machine";
import { ownedEvent } from "./owned-event";

// DELETE /events/{id}: a soft cancel (status `cancelled`, hidden and 404
// afterwards), refused while anything live hangs on the event. The RFQ and
// booking tables are read directly: planner sits below those modules.

const OPEN_RFQ = ["pending", "quoted", "negotiating"] as const;
const LIVE_BOOKING = ["pending", "confirmed", "refund_requested"] as const;

export async function deleteEvent(eventId: string, ctx: RequestContext): Promise<void> {
  const userId = callerId(ctx);
  await db.$transaction(async (tx) => {
    const event = await ownedEvent(userId, eventId, tx);
    // Lock the event so an RFQ sent at the same moment (it locks the event too) cannot slip past the check.
    await tx.$executeRaw`SELECT id FROM events WHERE id = ${event.id} FOR UPDATE`;
    const [openRfqs, liveBookings] = await Promise.all([
      tx.rfq.count({ where: { eventId: event.id, status: { in: [...OPEN_RFQ] } } }),
      tx.booking.count({ where: { eventId: event.id, status: { in: [...LIVE_BOOKING] } } }),
    ]);
    if (openRfqs > 0 || liveBookings > 0) {
      throw new AppError("CONFLICT", {
        message: {
          en: "The event has open requests for quotation or live bookings; cancel them first.",
          ar: "للمناسبة طلبات عروض أسعار مفتوحة أو حجوزات قائمة؛ ألغِها أولًا.",
        },
      });
    }
    await eventMachine.move(tx, { id: event.id, status: "planning" }, "cancel", {
      audit: { actor: { type: "user", id: userId }, action: "event.cancelled", request: ctx },
    });
  });
}
