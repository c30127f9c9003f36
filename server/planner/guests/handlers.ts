import { db } from "../../core/db/client";
import { on } from "../../core/outbox/dispatcher";

let registered = false;

/** Guests are the customer's data: an anonymized account keeps none (nor the names typed into its timelines). */
export function registerGuestHandlers(): void {
  if (registered) return;
  registered = true;
  on("AccountAnonymized", async (event) => {
    const where = { event: { customerUserId: event.payload.userId } };
    await db.$transaction([
      db.eventGuest.deleteMany({ where }),
      db.eventTimelineEntry.updateMany({ where: { ...where, personName: { not: null } }, data: { personName: null } }),
    ]);
  });
}
