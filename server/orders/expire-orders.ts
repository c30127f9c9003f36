import { now } from "../core/clock";
import { db } from "../core/db/client";
import { heldPayables } from "../bookings/payment-hold";
import { endOrder } from "./end-order";
import { lockOrder } from "./lock";

// The `order-deadlines` job (every 5 minutes, docs/jobs.md): a placed order
// not paid by its payment deadline is cancelled (its day given back); a paid
// one the vendor has not accepted by its confirm deadline is cancelled with
// everything paid refunded automatically. tryMove under the order lock: an
// order accepted, paid or cancelled meanwhile is left alone.

const UNPAID = { ar: "لم يُدفع الطلب في الوقت المحدد", en: "The order was not paid in time" };
const UNCONFIRMED = {
  ar: "لم يقبل المزوّد الطلب في الوقت المحدد، ويُعاد كل ما دُفع",
  en: "The vendor did not accept the order in time; everything paid is refunded",
};

export async function expireOrders(): Promise<number> {
  const at = now();
  const [unpaid, unconfirmed] = await Promise.all([
    db.order.findMany({ where: { status: "placed", paidAt: null, paymentDeadline: { lte: at } }, select: { id: true }, take: 500 }),
    db.order.findMany({ where: { status: "placed", confirmDeadline: { lte: at } }, select: { id: true }, take: 500 }),
  ]);
  let cancelled = 0;
  for (const { id } of unpaid) {
    const done = await db.$transaction(async (tx) => {
      await lockOrder(tx, id);
      // An order with a flagged payment waits for finance's decision (server/bookings/payment-hold.ts),
      // read under the order's lock, as the deposit timeout reads a booking's.
      if ((await heldPayables(tx, "order", [id])).size > 0) return null;
      // A payment landing meanwhile: the order is paid now and waits for the vendor instead.
      return endOrder(tx, id, { move: "payment_timeout", actor: { type: "system" }, cancelledBy: "system", reason: UNPAID, onlyIf: (o) => o.paidAt === null });
    });
    if (done) cancelled++;
  }
  for (const { id } of unconfirmed) {
    const done = await db.$transaction((tx) =>
      endOrder(tx, id, {
        move: "confirm_timeout",
        actor: { type: "system" },
        cancelledBy: "system",
        reason: UNCONFIRMED,
        onlyIf: (o) => !!o.confirmDeadline && o.confirmDeadline <= now(),
      }),
    );
    if (done) cancelled++;
  }
  return cancelled;
}
