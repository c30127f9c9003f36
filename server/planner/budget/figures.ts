import { db, type Tx } from "../../core/db/client";
import type DecimalJs from "decimal.js";
import { Decimal, sum, toDecimal } from "../../core/money";

// What the marketplace knows of an event's spending, per top-level category:
// the best live quote, what is booked, and what is paid less what was
// refunded. Read from the RFQ, quote, booking, payment and refund tables
// (planner sits below those modules), so nothing is typed twice.

export type CategoryFigures = { quoted: DecimalJs | null; booked: DecimalJs; paid: DecimalJs };

/** A quote the customer can still accept. */
const LIVE_QUOTES = ["submitted", "counter_received"] as const;
/** Payments that took money (a refunded one counts here and its refunds below). */
const TAKEN = ["paid", "partially_refunded", "refunded"] as const;

const topOf = (c: { id: string; parentId: string | null }) => c.parentId ?? c.id;

export async function budgetFigures(eventId: string, client: Tx = db): Promise<Map<string, CategoryFigures>> {
  const [quotes, bookings] = await Promise.all([
    client.quote.findMany({
      where: { status: { in: [...LIVE_QUOTES] }, rfq: { eventId } },
      select: { total: true, rfq: { select: { category: { select: { id: true, parentId: true } } } } },
    }),
    client.booking.findMany({
      where: { eventId },
      select: { id: true, status: true, total: true, rfq: { select: { category: { select: { id: true, parentId: true } } } } },
    }),
  ]);
  const payments = bookings.length
    ? await client.payment.findMany({
        where: { payableType: "booking", payableId: { in: bookings.map((b) => b.id) }, status: { in: [...TAKEN] } },
        select: { payableId: true, amount: true, refunds: { where: { status: "processed" }, select: { amount: true } } },
      })
    : [];

  const figures = new Map<string, CategoryFigures>();
  const at = (categoryId: string) => {
    let f = figures.get(categoryId);
    if (!f) figures.set(categoryId, (f = { quoted: null, booked: new Decimal(0), paid: new Decimal(0) }));
    return f;
  };
  for (const q of quotes) {
    const f = at(topOf(q.rfq.category));
    const total = toDecimal(q.total);
    if (f.quoted === null || total.lessThan(f.quoted)) f.quoted = total;
  }
  const categoryOfBooking = new Map<string, string>();
  for (const b of bookings) {
    const top = topOf(b.rfq.category);
    categoryOfBooking.set(b.id, top);
    if (b.status !== "cancelled") at(top).booked = at(top).booked.plus(toDecimal(b.total));
  }
  for (const p of payments) {
    const f = at(categoryOfBooking.get(p.payableId)!);
    f.paid = f.paid.plus(toDecimal(p.amount)).minus(sum(p.refunds.map((r) => r.amount)));
  }
  return figures;
}
