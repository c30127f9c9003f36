import { now } from "../core/clock";
import { db } from "../core/db/client";
import { applyOutcome } from "./apply-outcome";
import { POLL_GIVE_UP_MS, providerStatus } from "./poll-payments";

// At start-up (job `confirm-decided-payments`, docs/jobs.md): every live
// attempt (initiated or pending, created within the poller's 24 hours) whose
// provider session is already decided gets that outcome now, instead of
// waiting up to 15 minutes for the poller. It closes the gap a crash leaves:
// the payer completed the hosted page while the server was down, or the
// webhook was lost with the process. Still-pending sessions are left to the
// webhook and the poller; nothing is failed here. Safe when two instances run
// it at once: applyOutcome moves a payment under its row lock, so
// PaymentSucceeded / PaymentFailed are emitted once.

const BATCH = 500;

export async function confirmDecidedPayments(): Promise<{ checked: number; confirmed: number }> {
  const live = await db.payment.findMany({
    where: { status: { in: ["initiated", "pending"] }, providerSessionId: { not: null }, createdAt: { gte: new Date(now().getTime() - POLL_GIVE_UP_MS) } },
    orderBy: { createdAt: "desc" },
    take: BATCH,
  });
  let confirmed = 0;
  for (const p of live) {
    const truth = await providerStatus(p);
    if (!truth || truth.status === "pending") continue;
    const applied = await applyOutcome(p.id, truth, "startup");
    if (applied !== "unchanged") confirmed++;
  }
  return { checked: live.length, confirmed };
}
