import { now } from "../core/clock";
import { db } from "../core/db/client";
import { heldPayables } from "../bookings/payment-hold";
import { endOrder } from "./end-order";

// The `order-deadlines` job (every 5 minutes, docs/jobs.md): a placed order
// not paid by its payment deadline is cancelled (its day given back); a paid
// one the vendor has not accepted by its confirm deadline is cancelled with
// everything paid refunded automatically. tryMove under the order lock: an
// order accepted, paid or cancelled meanwhile is left alone.

const UNPAID = { ar: "لم يُدفع الطلب في الوقت المحدد", en: "The order was not paid in time" };
const UNCONFIRMED = { ar: "لم يقبل المزوّد الطلب في الوقت المحدد، ويُعاد كل ما دُفع", en: "The vendor did not accept the order in time; everything paid is refunded" };

export async function expireOrders(): Promise<number> {
  const at = now();
  const [unpaid, unconfirmed] = await Promise.all([
    db.order.findMany({ where: { status: "placed", paidAt: null, paymentDeadline: { lte: at } }, select: { id: true }, take: 500 }),
    db.order.findMany({ where: { status: "placed", confirmDeadline: { lte: at } }, select: { id: true }, take: 500 }),
  ]);
  // An order with a flagged payment waits for finance's decision (server/bookings/payment-hold.ts).
  const held = await heldPayables(db, "order", unpaid.map((o) => o.id));
  let cancelled = 0;
  for (const { id } of unpaid.filter((o) => !held.has(o.id))) {
    // A payment landing meanwhile: the order is paid now and waits for the vendor instead.
    const done = await db.$transaction((tx) =>
      endOrder(tx, id, { move: "payment_timeout", actor: { type: "system" }, cancelledBy: "system", reason: UNPAID, onlyIf: (o) => o.paidAt === null }),
    );
    if (done) cancelled++;
  }
  for (const { id } of unconfirmed) {
    const done = await db.$transaction((tx) => endOrder(tx, id, { move: "confirm_timeout", actor: { type: "system" }, cancelledBy: "system", reason: UNCONFIRMED, onlyIf: (o) => !!o.confirmDeadline && o.confirmDeadline <= now() }));
    if (done) cancelled++;
  }
  return cancelled;
}
