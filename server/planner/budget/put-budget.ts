import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { newId } from "../../core/ids";
import { formatAmount } from "../../core/money";
import { lockedEvent } from "../locked-event";
import { checkLineCategories } from "./line-categories";
import type { BudgetView, PutBudgetInput } from "./schemas";
import { budgetView } from "./view";

// PUT /events/{id}/budget: the total (the event's own `budget_total`, one
// value, not a copy) and, when given, every line at once (the "use the
// suggested split" button sends the suggestion back as lines).

export async function putBudget(eventId: string, input: PutBudgetInput, ctx: RequestContext): Promise<BudgetView> {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const event = await lockedEvent(tx, userId, eventId);
    if (input.lines)
      await checkLineCategories(
        tx,
        input.lines.map((l) => l.category_id),
        (i) => `lines.${i}.category_id`,
      );
    const updated = await tx.event.update({ where: { id: event.id }, data: { budgetTotal: input.budget_total } });
    if (input.lines) {
      await tx.eventBudgetLine.deleteMany({ where: { eventId: event.id } });
      await tx.eventBudgetLine.createMany({
        data: input.lines.map((l, i) => ({ id: newId(), eventId: event.id, categoryId: l.category_id, planned: l.planned, sortOrder: i })),
      });
    }
    const before = event.budgetTotal === null ? null : formatAmount(event.budgetTotal);
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "event.budget.updated",
      entityType: "event",
      entityId: event.id,
      diff: { budget_total: [before, input.budget_total], ...(input.lines ? { lines: input.lines.length } : {}) },
      request: ctx,
    });
    return budgetView(updated, ctx.locale, tx);
  });
}
