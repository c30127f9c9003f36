import { now } from "../core/clock";
import { db } from "../core/db/client";
import { failedPayload } from "./apply-outcome";
import { paymentMachine } from "./state-machine";

// Intent expiry (every 5 minutes, docs/jobs.md): an intent whose hosted page
// was never opened is failed 60 minutes after creation (PaymentFailed).
// Pending ones (page opened) wait for the webhook or the poller.

export async function expireIntents(): Promise<{ expired: number }> {
  const stale = await db.payment.findMany({ where: { status: "initiated", expiresAt: { lte: now() } }, take: 500 });
  let expired = 0;
  for (const p of stale) {
    const moved = await db.$transaction((tx) =>
      paymentMachine.tryMove(tx, p, "expire", {
        data: { failedAt: now(), failureReason: "expired" },
        audit: { actor: { type: "system" }, action: "payment.expired" },
        event: { name: "PaymentFailed", payload: failedPayload(p, "expired") },
      }),
    );
    if (moved) expired++;
  }
  return { expired };
}
