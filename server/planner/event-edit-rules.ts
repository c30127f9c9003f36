import type { Tx } from "../core/db/client";
import { validationFailed, type ErrorDetails } from "../core/errors";
import type { UpdateEventInput } from "./schemas";
import { eventView } from "./views";

// What a customer may change on a planned event (docs/decisions.md "Editing an
// event"). The RFQ and booking tables are read directly: planner sits below them.

/** Bookings that hold the vendor to the event's day and place. */
const LIVE_BOOKING = ["pending", "confirmed", "refund_requested"] as const;
/** RFQs whose needed-by date must stay on or before the event date (the RFQ rule). */
const OPEN_RFQ = ["draft", "pending", "quoted", "negotiating"] as const;

/** Fields a live booking locks: what the vendor priced and must show up for. */
export const BOOKING_LOCKED_FIELDS = ["event_date", "event_time", "guests_expected", "city_id", "area_id", "location_text"] as const;

type EventRow = Parameters<typeof eventView>[0];

/** The input fields whose value differs from the event's (an unchanged value is not a change). */
function changedFields(before: EventRow, input: UpdateEventInput): Set<string> {
  const view = eventView(before, "en");
  const current: Record<string, unknown> = {
    event_date: view.event_date,
    event_time: view.event_time,
    guests_expected: view.guests_expected,
    city_id: view.city?.id ?? null,
    area_id: view.area?.id ?? null,
    location_text: view.location_text ?? "",
  };
  const changed = new Set<string>();
  for (const field of BOOKING_LOCKED_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const next = field === "location_text" ? (value ?? "") : value;
    if (next !== current[field]) changed.add(field);
  }
  return changed;
}

/**
 * 422 field by field when the change breaks a rule of the event's state:
 * with a live booking the day, time, guests and place stay as booked; the
 * date never moves before the needed-by date of an RFQ still open on it.
 */
export async function checkEventEdit(tx: Tx, before: EventRow, input: UpdateEventInput): Promise<void> {
  const changed = changedFields(before, input);
  if (changed.size === 0) return;
  const details: ErrorDetails = {};
  const liveBookings = await tx.booking.count({ where: { eventId: before.id, status: { in: [...LIVE_BOOKING] } } });
  if (liveBookings > 0) for (const field of changed) details[field] = ["validation.event_locked_by_booking"];
  if (!details.event_date && changed.has("event_date") && input.event_date) {
    const latest = await tx.rfq.findFirst({
      where: { eventId: before.id, status: { in: [...OPEN_RFQ] }, neededBy: { gt: new Date(`${input.event_date}T00:00:00.000Z`) } },
      select: { id: true },
    });
    if (latest) details.event_date = ["validation.event_date_before_needed_by"];
  }
  if (Object.keys(details).length > 0) throw validationFailed(details);
}
