import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { validationFailed } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { newId } from "../../core/ids";
import { lockedEvent } from "../locked-event";
import { itemColumns } from "./item-fields";
import type { ChecklistView, CreateChecklistItemInput } from "./schemas";
import { checklistView } from "./view";

// POST /events/{id}/checklist/items: the customer's own item (at most 200 per event).

const MAX_ITEMS = 200;

export async function addChecklistItem(
  eventId: string,
  input: CreateChecklistItemInput,
  ctx: RequestContext,
): Promise<{ checklist: ChecklistView; id: string }> {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const event = await lockedEvent(tx, userId, eventId);
    const count = await tx.eventChecklistItem.count({ where: { eventId: event.id } });
    if (count >= MAX_ITEMS) throw validationFailed({ title: ["validation.checklist_full"] });
    const id = newId();
    await tx.eventChecklistItem.create({ data: { id, eventId: event.id, sortOrder: count, ...(await itemColumns(tx, input)), title: input.title } });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "event.checklist_item.created",
      entityType: "event",
      entityId: event.id,
      diff: { item: id, title: input.title },
      request: ctx,
    });
    return { checklist: await checklistView(event, ctx.locale, tx), id };
  });
}
