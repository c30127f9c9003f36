import { db } from "../core/db/client";
import { on } from "../core/outbox/dispatcher";
import { deliverNotification } from "./deliver";

let registered = false;

/** Subscribes the notifications module to its events (called where jobs run: in-process runner, Inngest functions). */
export function registerNotificationHandlers(): void {
  if (registered) return;
  registered = true;
  // Idempotent: a redelivered event skips the targets already attempted.
  on("NotificationCreated", async (event) => {
    await deliverNotification(event.payload.notificationId);
  });
  // An anonymized account keeps no inbox, and its delivery records no address or token (deleted with the rows).
  on("AccountAnonymized", async (event) => {
    await db.notification.deleteMany({ where: { userId: event.payload.userId } });
  });
}
