import { now } from "../core/clock";
import { db } from "../core/db/client";
import { applyOutcome, failedPayload } from "./apply-outcome";
import { paymentDeps } from "./deps";
import { paymentMachine } from "./state-machine";
import type { Payment } from "../core/db/generated/client";
import type { ProviderId, ProviderPaymentStatus } from "./providers/types";

// The poller (every 15 minutes, docs/jobs.md): pending payments older than
// 15 minutes get a status query and the same outcome logic as a webhook
// (a missed or lost webhook is recovered). One still unresolved 24 hours
// after it was created fails (PaymentFailed). A provider that does not
// answer is skipped until the next run.

export const POLL_AFTER_MS = 15 * 60_000;
export const POLL_GIVE_UP_MS = 24 * 3600_000;

export async function pollPendingPayments(): Promise<{ checked: number; resolved: number; timedOut: number }> {
  const t = now().getTime();
  const due = await db.payment.findMany({
    // A flagged payment took money: finance decides it (resolve-flag.ts), the 24 h timeout never fails it.
    where: { status: "pending", flagged: false, createdAt: { lte: new Date(t - POLL_AFTER_MS) } },
    orderBy: { createdAt: "asc" },
    take: 200,
  });
  let resolved = 0;
  let timedOut = 0;
  for (const p of due) {
    const truth = await providerStatus(p);
    if (truth && truth.status !== "pending") {
      const applied = await applyOutcome(p.id, truth, "poller");
      if (applied !== "unchanged") resolved++;
      continue;
    }
    await db.payment.update({ where: { id: p.id }, data: { lastCheckedAt: now() } });
    if (t - p.createdAt.getTime() < POLL_GIVE_UP_MS) continue;
    const moved = await db.$transaction((tx) =>
      paymentMachine.tryMove(tx, p, "fail", {
        data: { failedAt: now(), failureReason: "unresolved_24h" },
        audit: { actor: { type: "system" }, action: "payment.failed", diff: { reason: "unresolved_24h", source: "poller" } },
        event: { name: "PaymentFailed", payload: failedPayload(p, "unresolved_24h") },
      }),
    );
    if (moved) timedOut++;
  }
  return { checked: due.length, resolved, timedOut };
}

/** The provider's answer for the payment's session, or null when it does not answer (logged; the next run asks again). */
export function providerStatus(p: Payment): Promise<ProviderPaymentStatus | null> {
  return paymentDeps
    .provider(p.provider as ProviderId)
    .queryStatus({ paymentId: p.id, sessionId: p.providerSessionId, providerRef: p.providerRef })
    .catch((e: unknown) => {
      console.warn(`[payments] status query of ${p.id} failed:`, e instanceof Error ? e.message : e);
      return null;
    });
}
