import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError, notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { emit } from "../core/outbox/outbox";
import { deliveryMachine } from "./state-machine";
import { getEndpointOrThrow, type Scope } from "./scope";
import { deliveryView } from "./views";

// "Resend": one more attempt of a delivery, right after commit, with the same
// delivery id and body (a receiver that already handled it drops it). A
// delivery given up gets that one attempt; one still in its retry schedule
// is simply due now. The endpoint must be active.

export async function resendDelivery(scope: Scope, endpointId: string, deliveryId: string, ctx: RequestContext) {
  return db.$transaction(async (tx) => {
    const endpoint = await getEndpointOrThrow(scope, endpointId, tx);
    const delivery = await tx.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId } });
    if (!delivery) throw notFound();
    if (endpoint.status !== "active")
      throw new AppError("CONFLICT", { message: { en: "Turn the endpoint on before resending.", ar: "شغّل العنوان قبل إعادة الإرسال." } });
    if (delivery.status === "pending") await tx.webhookDelivery.update({ where: { id: deliveryId }, data: { nextAttemptAt: now() } });
    else await deliveryMachine.move(tx, { id: deliveryId, status: delivery.status as "succeeded" | "failed" }, "resend", { data: { nextAttemptAt: now() } });
    await writeAudit(tx, {
      actor: { type: scope.kind === "vendor" ? "user" : "admin", id: callerId(ctx) },
      action: "webhook.delivery.resent",
      entityType: "webhook_endpoint",
      entityId: endpointId,
      diff: { delivery_id: deliveryId, event_type: delivery.eventType },
      request: ctx,
    });
    await emit(tx, "WebhookDeliveryDue", { deliveryId, manual: true });
    return deliveryView({
      ...(await tx.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })),
      attemptsList: await tx.webhookAttempt.findMany({ where: { deliveryId } }),
    });
  });
}
