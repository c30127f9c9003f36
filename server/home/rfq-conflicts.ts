import { vendorDayStates, type BusyReason } from "../availability/free-vendors";
import { db } from "../core/db/client";
import { kuwaitDay } from "../core/kuwait-time";
import { serviceDay } from "../rfq/busy-warnings";
import { LIVE_QUOTE_STATES, OPEN_RFQ_STATES } from "../rfq/state-machine";

// The vendor's to-do "conflicts" (docs/availability.md "The vendor's to-do"):
// open RFQs it has not answered yet, or quoted with a quotation still live,
// whose service day (the event date, else the needed-by date; today or later)
// is now closed, blocked or full in its own calendar. Soonest day first.

export async function rfqConflicts(vendorId: string, at: Date, take: number) {
  const today = kuwaitDay(at).toISOString().slice(0, 10);
  const rows = await db.rfqRecipient.findMany({
    where: {
      vendorId,
      rfq: { status: { in: [...OPEN_RFQ_STATES] } },
      OR: [{ status: { in: ["sent", "viewed"] } }, { status: "quoted", rfq: { quotes: { some: { vendorId, status: { in: [...LIVE_QUOTE_STATES] } } } } }],
    },
    select: { status: true, rfq: { select: { id: true, title: true, neededBy: true, event: { select: { eventDate: true } } } } },
  });
  const dated = rows.map((r) => ({ ...r, date: serviceDay(r.rfq.event.eventDate, r.rfq.neededBy) })).filter((r) => r.date >= today);
  const days = await vendorDayStates(
    vendorId,
    dated.map((r) => r.date),
  );
  const conflicts = dated
    .flatMap((r) => {
      const day = days.get(r.date);
      return day && !day.free ? [{ rfq_id: r.rfq.id, title: r.rfq.title, date: r.date, reason: day.reason as BusyReason, quoted: r.status === "quoted" }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.rfq_id.localeCompare(b.rfq_id));
  return { count: conflicts.length, items: conflicts.slice(0, take) };
}
