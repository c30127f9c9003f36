import { on } from "../core/outbox/dispatcher";
import { processWebhook } from "./process-webhook";

let registered = false;

/** Subscribes the payments module to its events (server/jobs/handlers.ts). */
export function registerPaymentHandlers(): void {
  if (registered) return;
  registered = true;
  on("payments.webhook_received", async (event) => {
    await processWebhook(event.payload.webhookEventId);
  });
}
