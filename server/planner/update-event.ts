import { diffOf, writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { checkEventFields, eventColumns } from "./create-event";
import { checkEventEdit } from "./event-edit-rules";
import { ownedEvent } from "./owned-event";
import type { EventView, UpdateEventInput } from "./schemas";
import { EVENT_VIEW_INCLUDE, eventView } from "./views";

// PATCH /events/{id}: the fields given change, within what the event's
// bookings and open RFQs allow (./event-edit-rules.ts). Vendors read the
// event as it is now on their copy of an RFQ and on the booking.

export async function updateEvent(eventId: string, input: UpdateEventInput, ctx: RequestContext): Promise<EventView> {
  const userId = callerId(ctx);
  const event = await db.$transaction(async (tx) => {
    const before = await ownedEvent(userId, eventId, tx);
    await checkEventFields(input, before.cityId, tx);
    // Lock the event: an RFQ sent at the same moment (sending locks it too) cannot slip past the needed-by rule.
    await tx.$executeRaw`SELECT id FROM events WHERE id = ${before.id} FOR UPDATE`;
    await checkEventEdit(tx, before, input);
    const row = await tx.event.update({ where: { id: before.id }, data: eventColumns(input), include: EVENT_VIEW_INCLUDE });
    const diff = diffOf(eventView(before, "en"), eventView(row, "en"));
    delete diff.updated_at;
    await writeAudit(tx, { actor: { type: "user", id: userId }, action: "event.updated", entityType: "event", entityId: row.id, diff, request: ctx });
    return row;
  });
  return eventView(event, ctx.locale);
}
