import { on } from "../core/outbox/dispatcher";
import { tickFromBooking } from "./checklist/tick-from-booking";

let registered = false;

/** Subscribes the planner to its events (server/jobs/handlers.ts). */
export function registerPlannerHandlers(): void {
  if (registered) return;
  registered = true;
  // A booking in a category ticks the checklist's "book the ..." item of that category.
  on("BookingCreated", async (event) => {
    await tickFromBooking(event.payload.bookingId);
  });
}
