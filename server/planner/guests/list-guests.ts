import { db } from "../../core/db/client";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { ownedEvent } from "../owned-event";
import { inNameOrder } from "./guest-order";
import { guestView, rsvpTotals } from "./views";

// GET /events/{id}/guests: the whole list (at most MAX_GUESTS), by name, with the RSVP totals.

export async function listGuests(eventId: string, ctx: RequestContext) {
  const event = await ownedEvent(callerId(ctx), eventId);
  const guests = inNameOrder(await db.eventGuest.findMany({ where: { eventId: event.id } }), ctx.locale);
  return { items: guests.map((g) => guestView(g, event.title)), totals: rsvpTotals(guests) };
}

/** The RSVP totals of an event (summary, RFQ form). */
export async function eventRsvpTotals(eventId: string) {
  const guests = await db.eventGuest.findMany({ where: { eventId }, select: { rsvpStatus: true, headCount: true, plusOnes: true } });
  return rsvpTotals(guests);
}
