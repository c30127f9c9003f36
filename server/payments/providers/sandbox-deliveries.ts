import { now } from "../../core/clock";
import { db, type Tx } from "../../core/db/client";
import type { SandboxDelivery } from "../../core/db/generated/client";
import { newId } from "../../core/ids";
import { paymentDeps } from "../deps";
import { sandboxWebhookSecret, signSandboxBody, SANDBOX_SIGNATURE_HEADER } from "./sandbox-signature";

// The sandbox gateway's webhook queue, as a real gateway keeps one: each
// webhook is a sandbox_deliveries row written with the decision, sent at
// once after commit, and on failure (network error, timeout, any non-2xx)
// sent again after 1, 2, 5, 15, 30 and 60 minutes (6 retries, about 2 hours),
// then given up (`failed`; the poller still asks the status). Rows survive a
// restart, so a delivery pending when the process died goes out on the next
// run of `sandbox-webhook-retries` (every minute, docs/jobs.md). Every attempt
// is signed at its own time (the 5-minute replay window holds on retries).
// Resending is harmless: our endpoint stores each event id once.

export const RETRY_BACKOFF_MS = [1, 2, 5, 15, 30, 60].map((m) => m * 60_000);
/** How long an attempt holds its row: a process that dies mid-send leaves it due again after this. */
const LEASE_MS = 2 * 60_000;

export type QueuedWebhook = { body: object; signOffsetMs?: number };

/** Queues the decision's webhooks in the caller's transaction (the decision and its webhooks commit together). */
export async function queueSandboxWebhooks(tx: Tx, session: { id: string; webhookUrl: string }, webhooks: QueuedWebhook[]): Promise<void> {
  const at = now();
  await tx.sandboxDelivery.createMany({
    data: webhooks.map((w, position) => ({
      id: newId(),
      sessionId: session.id,
      position,
      webhookUrl: session.webhookUrl,
      body: JSON.stringify(w.body),
      signOffsetMs: w.signOffsetMs ?? 0,
      nextAttemptAt: at,
      createdAt: at,
    })),
  });
}

/** Sends the session's due webhooks now, in order (right after the decision commits). */
export async function sendSessionWebhooks(sessionId: string): Promise<void> {
  const due = await db.sandboxDelivery.findMany({ where: { sessionId, status: "pending", nextAttemptAt: { lte: now() } }, orderBy: { position: "asc" } });
  for (const row of due) await attempt(row);
}

/** The retry job: every due pending delivery, oldest first. */
export async function retrySandboxWebhooks(): Promise<{ delivered: number; failed: number }> {
  const due = await db.sandboxDelivery.findMany({
    where: { status: "pending", nextAttemptAt: { lte: now() } },
    orderBy: [{ createdAt: "asc" }, { position: "asc" }],
    take: 100,
  });
  let delivered = 0;
  let failed = 0;
  for (const row of due) {
    const result = await attempt(row);
    if (result === "delivered") delivered++;
    else if (result !== "skipped") failed++;
  }
  return { delivered, failed };
}

async function attempt(row: SandboxDelivery): Promise<"delivered" | "retry" | "failed" | "skipped"> {
  // Claim: one attempt at a time per row, whoever runs it (the request, the job, another instance).
  const claimed = await db.sandboxDelivery.updateMany({
    where: { id: row.id, status: "pending", attempts: row.attempts },
    data: { attempts: row.attempts + 1, nextAttemptAt: new Date(now().getTime() + LEASE_MS) },
  });
  if (claimed.count === 0) return "skipped";
  const attempts = row.attempts + 1;
  try {
    const signature = signSandboxBody(await sandboxWebhookSecret(), row.body, new Date(now().getTime() - row.signOffsetMs));
    await paymentDeps.deliverWebhook(row.webhookUrl, { body: row.body, headers: { [SANDBOX_SIGNATURE_HEADER]: signature } });
    await db.sandboxDelivery.update({ where: { id: row.id }, data: { status: "delivered", deliveredAt: now(), nextAttemptAt: null, lastError: null } });
    return "delivered";
  } catch (e) {
    const error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
    const backoff = RETRY_BACKOFF_MS[attempts - 1];
    console.warn(`[sandbox] webhook delivery ${row.id} to ${row.webhookUrl} failed (attempt ${attempts}${backoff ? ", will retry" : ", given up"}):`, error);
    await db.sandboxDelivery.update({
      where: { id: row.id },
      data: backoff ? { nextAttemptAt: new Date(now().getTime() + backoff), lastError: error } : { status: "failed", nextAttemptAt: null, lastError: error },
    });
    return backoff ? "retry" : "failed";
  }
}
