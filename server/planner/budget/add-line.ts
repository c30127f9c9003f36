import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { validationFailed } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { newId } from "../../core/ids";
import { lockedEvent } from "../locked-event";
import { checkLineCategories } from "./line-categories";
import type { BudgetView, CreateBudgetLineInput } from "./schemas";
import { budgetView } from "./view";

// POST /events/{id}/budget/lines: one more line (one per category: 422 when the category has one).

export async function addBudgetLine(eventId: string, input: CreateBudgetLineInput, ctx: RequestContext): Promise<BudgetView> {
  const userId = callerId(ctx);
  return db.$transaction(async (tx) => {
    const event = await lockedEvent(tx, userId, eventId);
    const lines = await tx.eventBudgetLine.findMany({ where: { eventId: event.id }, select: { categoryId: true } });
    await checkLineCategories(tx, [input.category_id], () => "category_id");
    if (lines.some((l) => l.categoryId === input.category_id)) throw validationFailed({ category_id: ["validation.budget_line_taken"] });
    const id = newId();
    await tx.eventBudgetLine.create({ data: { id, eventId: event.id, categoryId: input.category_id, planned: input.planned, sortOrder: lines.length } });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "event.budget_line.created",
      entityType: "event",
      entityId: event.id,
      diff: { line: id, category_id: input.category_id, planned: input.planned },
      request: ctx,
    });
    return budgetView(event, ctx.locale, tx);
  });
}
