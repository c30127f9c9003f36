import { db } from "../core/db/client";
import { on } from "../core/outbox/dispatcher";
import { firstDelivery } from "../core/outbox/handled";
import { notify } from "./notify";
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
  // The owner hears of every two-factor change (once per change).
  on("TwoFactorChanged", async (event) => {
    const { userId, change, changeId } = event.payload;
    await db.$transaction(async (tx) => {
      if (!(await firstDelivery(tx, "notifications.two_factor_changed", changeId))) return;
      const kind = change === "enabled" ? "account.two_factor_enabled" : change === "disabled" ? "account.two_factor_disabled" : "account.recovery_codes_regenerated";
      await notify(tx, { userId, kind, entity: { type: "user", id: userId } });
    });
  });
  // An anonymized account keeps no inbox, and its delivery records no address or token (deleted with the rows).
  on("AccountAnonymized", async (event) => {
    await db.notification.deleteMany({ where: { userId: event.payload.userId } });
  });
}
