import { now } from "../core/clock";
import { db } from "../core/db/client";
import { newId } from "../core/ids";
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER } from "./catalog";
import { disableFailingEndpoint, FAILING_LIMIT_MS } from "./disable-endpoint";
import { deliveryMachine } from "./state-machine";
import { webhookPolicy } from "./policy";
import { activeSecrets } from "./secrets";
import { postWebhook, TIMEOUT_MS } from "./send";
import { signatureHeader } from "./signature";

// One attempt of a due delivery (docs/webhooks.md "Retries"). The attempt is
// claimed first (next_attempt_at moved past the request's timeout, on the
// value read), so the post-commit send, the retry job and other instances
// never send one delivery twice at once. 5 attempts: at once, then after
// 1.6, 3.2, 6.4 and 12.8 hours (doubling), the 5th 24 hours after the first.
// An endpoint with no success for 24 hours is disabled and its owner told.

export const MAX_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 96 * 60_000;
/** Wait after the n-th failed attempt (n = 1..4): 96 min doubling. */
export const backoffAfter = (attempt: number) => BASE_BACKOFF_MS * 2 ** (attempt - 1);
const CLAIM_MS = TIMEOUT_MS + 50_000;

export type AttemptOutcome = "succeeded" | "retry" | "failed" | "skipped";

export async function attemptDelivery(deliveryId: string, manual = false): Promise<AttemptOutcome> {
  const at = now();
  const claim = await db.webhookDelivery.updateMany({
    where: { id: deliveryId, status: "pending", nextAttemptAt: { lte: at } },
    data: { nextAttemptAt: new Date(at.getTime() + CLAIM_MS) },
  });
  if (claim.count === 0) return "skipped";
  const delivery = await db.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId }, include: { endpoint: true } });
  if (delivery.endpoint.status !== "active") {
    await db.$transaction((tx) =>
      deliveryMachine.tryMove(tx, { id: deliveryId, status: "pending" }, "give_up", { data: { nextAttemptAt: null, lastError: "endpoint_disabled" } }),
    );
    return "failed";
  }
  const secrets = await activeSecrets(db, delivery.endpointId);
  const result = await postWebhook(
    delivery.endpoint.url,
    delivery.body,
    { [SIGNATURE_HEADER]: signatureHeader(secrets, delivery.body, now()), [EVENT_HEADER]: delivery.eventType, [DELIVERY_HEADER]: delivery.id },
    webhookPolicy(),
  );
  const number = delivery.attempts + 1;
  const outcome: AttemptOutcome = result.ok ? "succeeded" : number < MAX_ATTEMPTS ? "retry" : "failed";
  let failingFor = 0;
  await db.$transaction(async (tx) => {
    await tx.webhookAttempt.create({
      data: { id: newId(), deliveryId, number, manual, responseCode: result.responseCode, durationMs: result.durationMs, error: result.error, at },
    });
    const common = { attempts: number, responseCode: result.responseCode, durationMs: result.durationMs, lastError: result.error };
    if (outcome === "retry") {
      await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { ...common, nextAttemptAt: new Date(at.getTime() + backoffAfter(number)) } });
    } else {
      await tx.webhookDelivery.update({ where: { id: deliveryId }, data: common });
      await deliveryMachine.tryMove(tx, { id: deliveryId, status: "pending" }, outcome === "succeeded" ? "succeed" : "give_up", {
        data: { nextAttemptAt: null, ...(outcome === "succeeded" && { deliveredAt: at }) },
      });
    }
    if (result.ok) {
      await tx.webhookEndpoint.update({ where: { id: delivery.endpointId }, data: { failingSince: null } });
    } else {
      // The failing window starts at the first failure after a success.
      await tx.webhookEndpoint.updateMany({ where: { id: delivery.endpointId, failingSince: null }, data: { failingSince: at } });
      const endpoint = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id: delivery.endpointId }, select: { failingSince: true } });
      failingFor = at.getTime() - (endpoint.failingSince ?? at).getTime();
    }
  });
  if (failingFor >= FAILING_LIMIT_MS) await disableFailingEndpoint(delivery.endpointId);
  return outcome;
}

/** The `webhook-deliveries` job: every delivery whose retry is due (and first attempts a crash left behind). */
export async function sendDueWebhookDeliveries(limit = 100): Promise<{ succeeded: number; failed: number }> {
  const due = await db.webhookDelivery.findMany({
    where: { status: "pending", nextAttemptAt: { lte: now() } },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
    select: { id: true },
  });
  let succeeded = 0;
  let failed = 0;
  for (const { id } of due) {
    const outcome = await attemptDelivery(id);
    if (outcome === "succeeded") succeeded++;
    else if (outcome !== "skipped") failed++;
  }
  return { succeeded, failed };
}
