import { writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { anyTemplateItem } from "./templates";

// On `BookingCreated` (a quote accepted): the event's template items that
// book this category ("book the venue" for a venue) are ticked by the
// marketplace. The conditional update makes a redelivery tick nothing twice.

/** Returns how many items it ticked. */
export async function tickFromBooking(bookingId: string): Promise<number> {
  const booking = await db.booking.findUnique({
    where: { id: bookingId },
    select: { eventId: true, rfq: { select: { category: { select: { id: true, parentId: true } } } } },
  });
  if (!booking) return 0;
  const categoryId = booking.rfq.category.parentId ?? booking.rfq.category.id;
  return db.$transaction(async (tx) => {
    const open = await tx.eventChecklistItem.findMany({
      where: { eventId: booking.eventId, categoryId, doneAt: null, templateKey: { not: null } },
      select: { id: true, templateKey: true },
    });
    const ids = open.filter((i) => anyTemplateItem(i.templateKey!)?.byBooking).map((i) => i.id);
    if (!ids.length) return 0;
    const { count } = await tx.eventChecklistItem.updateMany({ where: { id: { in: ids }, doneAt: null }, data: { doneAt: now(), doneBy: "marketplace" } });
    if (count) {
      await writeAudit(tx, {
        actor: { type: "system" },
        action: "event.checklist_item.completed",
        entityType: "event",
        entityId: booking.eventId,
        diff: { items: ids, booking: bookingId },
      });
    }
    return count;
  });
}
