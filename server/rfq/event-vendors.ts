import { busyAmong } from "../availability/free-vendors";
import { db } from "../core/db/client";
import { localized } from "../core/i18n";
import { callerId, type RequestContext } from "../core/http/request-context";
import { ownedEvent } from "../planner/owned-event";
import { serviceDay } from "./busy-warnings";
import { LIVE_QUOTE_STATES, OPEN_RFQ_STATES } from "./state-machine";

// GET /events/{id}/vendor-availability: the event page's "is it still free?"
// (docs/availability.md "RFQs and the event page"). A vendor booked for this event is
// booked (its booking holds the day); a vendor with a live quotation on an open
// RFQ of the event and no booking is free or busy on the service day, as any
// customer may see (never why).

export type EventVendorState = "booked" | "free" | "busy";

export async function eventVendorAvailability(eventId: string, ctx: RequestContext) {
  const event = await ownedEvent(callerId(ctx), eventId);
  const vendor = { select: { id: true, slug: true, nameAr: true, nameEn: true } };
  const [bookings, quotes] = await Promise.all([
    db.booking.findMany({ where: { eventId: event.id, status: { not: "cancelled" } }, include: { vendor }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.quote.findMany({
      where: { status: { in: [...LIVE_QUOTE_STATES] }, rfq: { eventId: event.id, status: { in: [...OPEN_RFQ_STATES] } } },
      include: { vendor, rfq: { select: { neededBy: true } } },
      orderBy: [{ submittedAt: "asc" }, { id: "asc" }],
    }),
  ]);
  const named = (v: { id: string; slug: string; nameAr: string; nameEn: string }) => ({
    id: v.id,
    slug: v.slug,
    name: localized(ctx.locale, v.nameAr, v.nameEn),
    name_en: v.nameEn,
  });
  const booked = new Set(bookings.map((b) => b.vendorId));
  type Row = { vendor: ReturnType<typeof named>; state: EventVendorState; date: string; booking_id: string | null; quote_id: string | null };
  const rows: Row[] = bookings.map((b) => ({
    vendor: named(b.vendor),
    state: "booked",
    date: serviceDay(b.serviceDate, b.serviceDate),
    booking_id: b.id,
    quote_id: null,
  }));
  const quoted = new Map<string, (typeof quotes)[number]>();
  for (const q of quotes) if (!booked.has(q.vendorId) && !quoted.has(q.vendorId)) quoted.set(q.vendorId, q);
  const byDate = new Map<string, string[]>();
  for (const q of quoted.values()) {
    const date = serviceDay(event.eventDate, q.rfq.neededBy);
    byDate.set(date, [...(byDate.get(date) ?? []), q.vendorId]);
  }
  const busy = new Map(await Promise.all([...byDate].map(async ([date, ids]) => [date, await busyAmong(ids, date)] as const)));
  for (const q of quoted.values()) {
    const date = serviceDay(event.eventDate, q.rfq.neededBy);
    rows.push({ vendor: named(q.vendor), state: busy.get(date)?.has(q.vendorId) ? "busy" : "free", date, booking_id: null, quote_id: q.id });
  }
  return { vendors: rows };
}
