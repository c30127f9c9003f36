import { z } from "zod";
import { db } from "../../core/db/client";

// The checklist's line in the event summary: items done of all.

export const checklistProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });

export async function checklistProgress(eventId: string): Promise<z.infer<typeof checklistProgressSchema>> {
  const [done, total] = await Promise.all([
    db.eventChecklistItem.count({ where: { eventId, doneAt: { not: null } } }),
    db.eventChecklistItem.count({ where: { eventId } }),
  ]);
  return { done, total };
}
