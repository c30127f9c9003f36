import { on } from "../../core/outbox/dispatcher";
import { completeRefund } from "./complete-refund";
import { failRefundAttempt } from "./fail-refund";
import { refundCancelledBooking, refundDuePayment, refundRequestedBooking } from "./refund-booking";

let registered = false;

/** Subscribes the refunds side of payments to its events (server/jobs/handlers.ts). */
export function registerRefundHandlers(): void {
  if (registered) return;
  registered = true;
  on("BookingCancelled", async (event) => {
    await refundCancelledBooking(event.payload);
  });
  on("BookingRefundRequested", async (event) => {
    await refundRequestedBooking(event.payload);
  });
  on("payments.refund_due", async (event) => {
    await refundDuePayment(event.payload);
  });
  // The provider settled a refund that was left processing (webhook or status query).
  on("payments.refund_update", async ({ payload }) => {
    if (payload.status === "processed") await completeRefund(payload.refundId, payload.providerRefundId, { type: "system" });
    else await failRefundAttempt(payload.refundId, payload.failureReason ?? "provider reported the refund failed", { final: false, actor: { type: "system" } });
  });
}
