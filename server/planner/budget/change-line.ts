import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { formatAmount } from "../../core/money";
import { lockedEvent } from "../locked-event";
import type { BudgetView, UpdateBudgetLineInput } from "./schemas";
import { budgetView } from "./view";

// PATCH and DELETE /events/{id}/budget/lines/{lineId}: a line of another
// event (or of someone else's) is 404 like the event itself.

export async function updateBudgetLine(eventId: string, lineId: string, input: UpdateBudgetLineInput | null, ctx: RequestContext): Promise<BudgetView> {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const event = await lockedEvent(tx, userId, eventId);
    const line = await tx.eventBudgetLine.findFirst({ where: { id: lineId, eventId: event.id } });
    if (!line) throw notFound();
    if (input) await tx.eventBudgetLine.update({ where: { id: line.id }, data: { planned: input.planned } });
    else await tx.eventBudgetLine.delete({ where: { id: line.id } });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: input ? "event.budget_line.updated" : "event.budget_line.deleted",
      entityType: "event",
      entityId: event.id,
      diff: { line: line.id, planned: [formatAmount(line.planned), input?.planned ?? null] },
      request: ctx,
    });
    return budgetView(event, ctx.locale, tx);
  });
}
