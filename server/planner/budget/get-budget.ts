import { callerId, type RequestContext } from "../../core/http/request-context";
import { ownedEvent } from "../owned-event";
import type { BudgetView } from "./schemas";
import { budgetView } from "./view";

// GET /events/{id}/budget.

export async function getBudget(eventId: string, ctx: RequestContext): Promise<BudgetView> {
  const event = await ownedEvent(callerId(ctx), eventId);
  return budgetView(event, ctx.locale);
}
