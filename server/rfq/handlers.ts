import { on } from "../core/outbox/dispatcher";
import { reopenAfterBooking } from "./reopen-after-booking";
import { voidVendorQuotes } from "./void-vendor-quotes";

let registered = false;

/** Subscribes the RFQ module to its events (server/jobs/handlers.ts). */
export function registerRfqHandlers(): void {
  if (registered) return;
  registered = true;
  // A suspended vendor's live quotes can no longer be accepted.
  on("VendorSuspended", async (event) => {
    await voidVendorQuotes(event.payload.vendorId);
  });
  // A cancelled booking (any cause) gives the customer its RFQ back when it can (reopen-after-booking.ts).
  on("BookingCancelled", async (event) => {
    await reopenAfterBooking(event.payload);
  });
}
