import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { newId } from "../../core/ids";
import { lockedEvent } from "../locked-event";
import type { ChecklistView } from "./schemas";
import { CHECKLIST_TEMPLATES } from "./templates";
import { checklistView } from "./view";

// POST /events/{id}/checklist/template: adds the event type's template items
// the checklist lacks (by key), so pressing it twice, or after a type change,
// adds nothing twice. Each item keeps its "days before", not a date.

export async function applyTemplate(eventId: string, ctx: RequestContext): Promise<ChecklistView> {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const event = await lockedEvent(tx, userId, eventId);
    const template = CHECKLIST_TEMPLATES[event.eventType as keyof typeof CHECKLIST_TEMPLATES] ?? CHECKLIST_TEMPLATES.other;
    const have = new Set((await tx.eventChecklistItem.findMany({ where: { eventId: event.id }, select: { templateKey: true } })).map((i) => i.templateKey));
    const slugs = [...new Set(template.flatMap((t) => (t.category ? [t.category] : [])))];
    const categories = await tx.category.findMany({ where: { slug: { in: slugs }, parentId: null }, select: { id: true, slug: true } });
    const idOf = new Map(categories.map((c) => [c.slug, c.id]));
    const missing = template.filter((t) => !have.has(t.key));
    await tx.eventChecklistItem.createMany({
      data: missing.map((t, i) => ({
        id: newId(),
        eventId: event.id,
        templateKey: t.key,
        categoryId: t.category ? (idOf.get(t.category) ?? null) : null,
        offsetDays: t.daysBefore,
        sortOrder: i,
      })),
    });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "event.checklist.applied",
      entityType: "event",
      entityId: event.id,
      diff: { template: event.eventType, added: missing.length },
      request: ctx,
    });
    return checklistView(event, ctx.locale, tx);
  });
}
