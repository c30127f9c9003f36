import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import { API_VERSION } from "./catalog";

// Fan-out of one event to the endpoints that chose it: the vendor's own
// endpoints (only its own events) and every partner endpoint. One delivery
// per endpoint, unique on (endpoint, event id), so a redelivered domain event
// adds nothing; each new delivery's first attempt runs right after commit
// (`WebhookDeliveryDue`), its retries from the `webhook-deliveries` job.

export type OutboundEvent = { id: string; type: string; createdAt: Date; data: Record<string, unknown> };

export const deliveryBody = (event: OutboundEvent) =>
  JSON.stringify({ id: event.id, type: event.type, api_version: API_VERSION, created_at: event.createdAt.toISOString(), data: event.data });

/** Queues `event` for the given endpoints; returns the new deliveries' ids. */
export async function queueDeliveries(tx: Tx, endpointIds: string[], event: OutboundEvent): Promise<string[]> {
  const body = deliveryBody(event);
  const created: string[] = [];
  for (const endpointId of endpointIds) {
    const id = newId();
    const { count } = await tx.webhookDelivery.createMany({
      data: [{ id, endpointId, eventId: event.id, eventType: event.type, body, nextAttemptAt: now(), createdAt: now() }],
      skipDuplicates: true,
    });
    if (count === 0) continue;
    created.push(id);
    await emit(tx, "WebhookDeliveryDue", { deliveryId: id, manual: false });
  }
  return created;
}

/** Queues a marketplace event for the vendor's endpoints (when it concerns a vendor) and the partners'. */
export async function fanOut(tx: Tx, vendorId: string | null, event: OutboundEvent): Promise<string[]> {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { status: "active", events: { has: event.type }, OR: [{ vendorId: null }, ...(vendorId ? [{ vendorId }] : [])] },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
  return queueDeliveries(
    tx,
    endpoints.map((e) => e.id),
    event,
  );
}
