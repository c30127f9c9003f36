import { on } from "../core/outbox/dispatcher";
import { creditRefund, creditTopUp } from "./credit";

let registered = false;

/** The wallet learns about money coming in only from these events (server/jobs/handlers.ts). */
export function registerWalletHandlers(): void {
  if (registered) return;
  registered = true;
  on("PaymentSucceeded", async ({ payload }) => {
    await creditTopUp(payload);
  });
  on("payments.refund_to_wallet", async ({ payload }) => {
    await creditRefund(payload);
  });
}
