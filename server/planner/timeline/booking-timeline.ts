import { db } from "../../core/db/client";
import type { Locale } from "../../core/i18n";
import type { VendorTimelineEntryView } from "./schemas";
import { entryOrder, vendorEntryView } from "./views";

/**
 * The timeline entries of each booking (its vendor's arrival, set-up, ...),
 * for the booking payload: a vendor reads only the entries naming its own
 * booking, never the rest of the day or the people in it.
 */
export async function timelineOfBookings(bookingIds: string[], locale: Locale): Promise<Map<string, VendorTimelineEntryView[]>> {
  const rows = bookingIds.length ? await db.eventTimelineEntry.findMany({ where: { bookingId: { in: bookingIds } }, orderBy: entryOrder }) : [];
  const byBooking = new Map<string, VendorTimelineEntryView[]>();
  for (const row of rows) byBooking.set(row.bookingId!, [...(byBooking.get(row.bookingId!) ?? []), vendorEntryView(row, locale)]);
  return byBooking;
}
