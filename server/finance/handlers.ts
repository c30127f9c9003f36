import { on } from "../core/outbox/dispatcher";
import { applyOrderRefund, freezeOrderEntries } from "./order-refund-entries";
import { recordDepositEntry } from "./record-deposit";
import { recordOrderPaymentEntry } from "./record-order-payment";
import { applyRefundOutcome, freezeBookingEntries } from "./refund-entries";

let registered = false;

/** The ledger learns about money only from these events (server/jobs/handlers.ts). */
export function registerFinanceHandlers(): void {
  if (registered) return;
  registered = true;
  // Not PaymentSucceeded: only a payment bookings counted toward the booking is a deposit.
  on("BookingDepositApplied", async ({ payload }) => {
    await recordDepositEntry(payload);
  });
  on("BookingRefundRequested", async ({ payload }) => {
    await freezeBookingEntries(payload);
  });
  on("RefundSettled", async ({ payload }) => {
    await applyRefundOutcome(payload);
  });
  // Direct orders: the same entries from the orders' events.
  on("OrderPaymentApplied", async ({ payload }) => {
    await recordOrderPaymentEntry(payload);
  });
  on("OrderCancelled", async ({ payload }) => {
    await freezeOrderEntries(payload);
  });
  on("OrderRefundProcessed", async ({ payload }) => {
    await applyOrderRefund(payload);
  });
}
