import { on } from "../core/outbox/dispatcher";
import { inviteReviewer } from "./invite-reviewer";

let registered = false;

/** Subscribes the reviews module to its events (server/jobs/handlers.ts). */
export function registerReviewHandlers(): void {
  if (registered) return;
  registered = true;
  on("BookingCompleted", async (event) => {
    await inviteReviewer(event.payload.bookingId);
  });
  on("OrderCompleted", async (event) => {
    await inviteReviewer(event.payload.orderId, "order");
  });
}
