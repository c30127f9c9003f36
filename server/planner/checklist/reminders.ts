import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { kuwaitDay } from "../../core/kuwait-time";
import { notify } from "../../notifications/notify";
import { asWritten, bilingual } from "../../notifications/params";
import { dateOnly } from "../views";
import { dueDay, itemTitle } from "./view";

// `planner.checklist_due` to the customer for each undone item of a planned
// event that falls due within the next 7 days (Kuwait days), once per due
// date: `reminded_for` holds the date reminded of, so an item whose date
// moved (the event moved) is reminded again for its new date, and a second
// run (or a second process) sends nothing twice (conditional update).
// Delivery follows the customer's preferences (category `planner`).
// Job `checklist-reminders`, hourly (docs/jobs.md).

export const REMIND_DAYS_AHEAD = 7;
const DAY = 86_400_000;

export async function sendChecklistReminders(): Promise<{ sent: number }> {
  const today = kuwaitDay(now());
  const horizon = new Date(today.getTime() + REMIND_DAYS_AHEAD * DAY);
  // Events whose day is still ahead: every item due within the week is due before the event.
  const items = await db.eventChecklistItem.findMany({
    where: { doneAt: null, event: { status: "planning", eventDate: { gte: today } }, OR: [{ dueDate: { not: null } }, { offsetDays: { not: null } }] },
    include: { event: { select: { id: true, title: true, eventType: true, eventDate: true, customerUserId: true } } },
    orderBy: { id: "asc" },
    take: 2000,
  });
  let sent = 0;
  for (const item of items) {
    const due = dueDay(item, item.event.eventDate);
    if (!due || due < today || due > horizon) continue;
    if (item.remindedFor && item.remindedFor.getTime() === due.getTime()) continue;
    const done = await db.$transaction(async (tx) => {
      const claimed = await tx.eventChecklistItem.updateMany({
        where: { id: item.id, doneAt: null, remindedFor: item.remindedFor },
        data: { remindedFor: due },
      });
      if (!claimed.count) return false;
      // A task of the template list has both names; one the customer wrote reads as written.
      const task = item.title ? asWritten(item.title) : bilingual(itemTitle(item, item.event.eventType, "ar"), itemTitle(item, item.event.eventType, "en"));
      await notify(tx, {
        userId: item.event.customerUserId,
        kind: "planner.checklist_due",
        entity: { type: "event", id: item.event.id },
        params: { task, event_title: item.event.title, due_date: dateOnly(due) },
      });
      return true;
    });
    if (done) sent++;
  }
  return { sent };
}
