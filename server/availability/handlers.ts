import { on } from "../core/outbox/dispatcher";
import { syncCalendarImport } from "./ical-sync";

let registered = false;

/** Subscribes the availability module to its events (server/jobs/handlers.ts). */
export function registerAvailabilityHandlers(): void {
  if (registered) return;
  registered = true;
  // A newly registered calendar import is fetched at once (then hourly by the `calendar-imports` job).
  on("CalendarImportAdded", async (event) => {
    await syncCalendarImport(event.payload.importId);
  });
}
