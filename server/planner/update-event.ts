import { diffOf, writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import type { RequestContext } from "../core/http/request-context";
import { checkEventFields, eventColumns } from "./create-event";
import { callerId, ownedEvent } from "./owned-event";
import type { EventView, UpdateEventInput } from "./schemas";
import { eventView } from "./views";

// PATCH /events/{id}: the fields given change; RFQs already sent keep what they were sent with.

export async function updateEvent(eventId: string, input: UpdateEventInput, ctx: RequestContext): Promise<EventView> {
  const userId = callerId(ctx);
  const before = await ownedEvent(userId, eventId);
  await checkEventFields(input);
  const event = await db.$transaction(async (tx) => {
    const row = await tx.event.update({ where: { id: before.id }, data: eventColumns(input), include: { city: true } });
    const diff = diffOf(eventView(before, "en"), eventView(row, "en"));
    delete diff.updated_at;
    await writeAudit(tx, { actor: { type: "user", id: userId }, action: "event.updated", entityType: "event", entityId: row.id, diff, request: ctx });
    return row;
  });
  return eventView(event, ctx.locale);
}
