import { now } from "../core/clock";
import { db } from "../core/db/client";
import { notify } from "../notifications/notify";
import { deliveryMachine, endpointMachine } from "./state-machine";

// An endpoint without a successful attempt for 24 hours is disabled (spec
// "Outbound webhooks", as Stripe does): its pending deliveries stop, and its
// owner is told (a vendor's owner; for a partner endpoint, the Super Admin
// who registered it). Turning it on again is the owner's choice.

export const FAILING_LIMIT_MS = 24 * 3600_000;

export async function disableFailingEndpoint(endpointId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const endpoint = await tx.webhookEndpoint.findUnique({ where: { id: endpointId }, include: { vendor: { select: { ownerUserId: true } } } });
    if (!endpoint) return false;
    const moved = await endpointMachine.tryMove(tx, { id: endpointId, status: endpoint.status as "active" | "disabled" }, "disable", {
      data: { disabledAt: now(), disabledReason: "failing" },
      audit: {
        actor: { type: "system" },
        action: "webhook.endpoint.disabled",
        reason: "failing_24h",
        diff: { failing_since: endpoint.failingSince?.toISOString() ?? null },
      },
    });
    if (!moved) return false;
    const pending = await tx.webhookDelivery.findMany({ where: { endpointId, status: "pending" }, select: { id: true } });
    for (const { id } of pending) {
      await deliveryMachine.tryMove(tx, { id, status: "pending" }, "give_up", { data: { nextAttemptAt: null, lastError: "endpoint_disabled" } });
    }
    const ownerId = endpoint.vendor?.ownerUserId ?? endpoint.createdBy;
    if (ownerId) {
      await notify(tx, {
        userId: ownerId,
        kind: "webhook.endpoint_disabled",
        entity: { type: endpoint.vendorId ? "webhook_endpoint" : "partner_webhook_endpoint", id: endpointId },
        params: { host: new URL(endpoint.url).hostname },
      });
    }
    return true;
  });
}
