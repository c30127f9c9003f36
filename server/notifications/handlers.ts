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
}
