import { calendarDate } from "../core/dates";
import { ownedEvent } from "../planner/owned-event";
import { publicStatusOn, type PublicDayStatus } from "./public-availability";

type Query = Record<string, string | string[] | undefined>;

/**
 * The date a visitor asks about on a vendor's public profile: `?date=`
 * (carried from search or the profile's form), else the date of the signed-in
 * visitor's own event given as `?event=` (anyone else's event is ignored, as is
 * a cancelled one). With its public status; null without a real date, or for a
 * day outside today .. 24 months.
 */
export async function chosenDay(
  vendorId: string,
  userId: string | undefined,
  query: Query,
): Promise<{ date: string; status: PublicDayStatus; eventTitle?: string } | null> {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  let date = first(query.date);
  let eventTitle: string | undefined;
  const eventId = first(query.event);
  if (!date && eventId && userId) {
    const event = await ownedEvent(userId, eventId).catch(() => null);
    date = event?.eventDate?.toISOString().slice(0, 10);
    eventTitle = event?.title;
  }
  if (!date || !calendarDate.safeParse(date).success) return null;
  const status = await publicStatusOn(vendorId, date);
  return status ? { date, status, eventTitle } : null;
}
