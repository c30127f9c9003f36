import { now } from "../core/clock";
import { isIsoDateTime } from "../core/dates";
import { db } from "../core/db/client";
import { applyOutcome, type Applied, type Outcome } from "./apply-outcome";
import { opsAlert } from "./ops-alert";
import { eventOf } from "./receive-webhook";

// The outbox handler of payments.webhook_received: resolve the reference to
// our payment (unknown: quarantined and ops alerted), then apply the event
// (apply-outcome.ts). Runs at least once: a row no longer `received` is done.

const rowStatus: Record<Applied, string> = { paid: "processed", failed: "processed", unchanged: "ignored", flagged: "flagged", illegal: "failed" };

export async function processWebhook(webhookEventId: string): Promise<void> {
  const row = await db.webhookEvent.findUnique({ where: { id: webhookEventId } });
  if (!row || row.status !== "received") return;
  const event = eventOf(row.payload);
  const payment = event.reference ? await db.payment.findUnique({ where: { id: event.reference } }) : null;
  if (!payment || payment.provider !== row.provider) {
    await db.$transaction(async (tx) => {
      await tx.webhookEvent.update({ where: { id: row.id }, data: { status: "quarantined", error: "unknown_reference", processedAt: now() } });
      await opsAlert(
        tx,
        "webhook_unknown_reference",
        { type: "webhook_event", id: row.id },
        { provider: row.provider, reference: event.reference, event: event.event },
      );
    });
    return;
  }
  const outcome = outcomeOf(event);
  const applied = outcome ? await applyOutcome(payment.id, outcome, "webhook") : "unchanged";
  await db.webhookEvent.update({
    where: { id: row.id },
    data: { status: rowStatus[applied], error: applied === "illegal" ? "illegal_transition" : null, processedAt: now() },
  });
}

function outcomeOf(event: ReturnType<typeof eventOf>): Outcome | null {
  const base = { amount: event.amount, currency: event.currency, method: event.method, providerRef: event.provider_ref, fee: event.fee ?? null };
  if (event.event === "payment.captured") {
    // A capture time that names no real instant (2026-02-30 would roll over) is not trusted: paidAt falls back to now.
    const paidAt = event.captured_at && isIsoDateTime(event.captured_at) ? new Date(event.captured_at) : null;
    return { ...base, status: "paid", paidAt, failureReason: null };
  }
  if (event.event === "payment.failed" || event.event === "payment.cancelled") {
    return { ...base, status: "failed", paidAt: null, failureReason: event.event === "payment.cancelled" ? "cancelled" : "declined" };
  }
  return null;
}
