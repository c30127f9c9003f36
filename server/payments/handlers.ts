import { on } from "../core/outbox/dispatcher";
import { notifyPlanOrTopUpFlagged, notifyPlanOrTopUpFlagResolved } from "./flag-notices";
import { processWebhook } from "./process-webhook";

let registered = false;

/** Subscribes the payments module to its events (server/jobs/handlers.ts). */
export function registerPaymentHandlers(): void {
  if (registered) return;
  registered = true;
  on("payments.webhook_received", async (event) => {
    await processWebhook(event.payload.webhookEventId);
  });
  // Bookings and orders tell their own payers (they name the reference); a plan or a top-up is told here.
  on("PaymentFlagged", ({ payload }) => notifyPlanOrTopUpFlagged(payload));
  on("PaymentFlagResolved", ({ payload }) => notifyPlanOrTopUpFlagResolved(payload));
}
