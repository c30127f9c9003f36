import { writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { lockedEvent } from "../locked-event";
import { itemColumns } from "./item-fields";
import type { ChecklistView, UpdateChecklistItemInput } from "./schemas";
import { checklistView } from "./view";

// PATCH and DELETE /events/{id}/checklist/items/{itemId}: edit, tick or
// untick, remove. An item of another event is 404 like the event itself.

export async function changeChecklistItem(
  eventId: string,
  itemId: string,
  input: UpdateChecklistItemInput | null,
  ctx: RequestContext,
): Promise<ChecklistView> {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const event = await lockedEvent(tx, userId, eventId);
    const item = await tx.eventChecklistItem.findFirst({ where: { id: itemId, eventId: event.id } });
    if (!item) throw notFound();
    if (input === null) {
      await tx.eventChecklistItem.delete({ where: { id: item.id } });
    } else {
      const done =
        input.done === undefined || input.done === !!item.doneAt ? {} : input.done ? { doneAt: now(), doneBy: "customer" } : { doneAt: null, doneBy: null };
      await tx.eventChecklistItem.update({ where: { id: item.id }, data: { ...(await itemColumns(tx, input)), ...done } });
    }
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: input === null ? "event.checklist_item.deleted" : "event.checklist_item.updated",
      entityType: "event",
      entityId: event.id,
      diff: { item: item.id, ...(input ?? {}) },
      request: ctx,
    });
    return checklistView(event, ctx.locale, tx);
  });
}
