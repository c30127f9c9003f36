import { callerId, type RequestContext } from "../../core/http/request-context";
import { ownedEvent } from "../owned-event";
import type { ChecklistView } from "./schemas";
import { checklistView } from "./view";

// GET /events/{id}/checklist.

export async function getChecklist(eventId: string, ctx: RequestContext): Promise<ChecklistView> {
  const event = await ownedEvent(callerId(ctx), eventId);
  return checklistView(event, ctx.locale);
}
