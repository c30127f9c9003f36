import { validationFailed } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { translate } from "../../core/i18n";
import { ownedEvent } from "../owned-event";
import { updateEvent } from "../update-event";
import { eventRsvpTotals } from "./list-guests";

// POST /events/{id}/guests/apply-head-count: the customer agrees that the
// RSVP head count becomes the event's guests_expected (never automatic: an
// RFQ or a booking may rest on the number). The event's edit rules apply, so
// a booked event keeps its number (422).

export async function applyHeadCount(eventId: string, ctx: RequestContext) {
  const event = await ownedEvent(callerId(ctx), eventId);
  const totals = await eventRsvpTotals(event.id);
  if (totals.head_count < 1) throw validationFailed({ guests_expected: [translate(ctx.locale, "planner.guests.no_head_count") ?? "guests_expected"] });
  return updateEvent(event.id, { guests_expected: totals.head_count }, ctx);
}
