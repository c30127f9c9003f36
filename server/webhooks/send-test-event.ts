import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { TEST_EVENT } from "./catalog";
import { queueDeliveries } from "./enqueue";
import { getEndpointOrThrow, type Scope } from "./scope";
import { deliveryView } from "./views";

// "Send test event": a `webhook.test` delivery to this endpoint only, signed
// and logged like any other; its attempt runs right after commit and the
// delivery log shows the outcome.

export async function sendTestEvent(scope: Scope, endpointId: string, ctx: RequestContext) {
  return db.$transaction(async (tx) => {
    const endpoint = await getEndpointOrThrow(scope, endpointId, tx);
    if (endpoint.status !== "active")
      throw new AppError("CONFLICT", { message: { en: "Turn the endpoint on before sending a test event.", ar: "شغّل العنوان قبل إرسال حدث تجريبي." } });
    const [deliveryId] = await queueDeliveries(tx, [endpointId], {
      id: `evt_${newId()}`,
      type: TEST_EVENT,
      createdAt: now(),
      data: { endpoint_id: endpointId, message: "A test event from Munasabat: your endpoint receives and verifies webhooks." },
    });
    await writeAudit(tx, {
      actor: { type: scope.kind === "vendor" ? "user" : "admin", id: callerId(ctx) },
      action: "webhook.endpoint.test_sent",
      entityType: "webhook_endpoint",
      entityId: endpointId,
      diff: { delivery_id: deliveryId },
      request: ctx,
    });
    return deliveryView({ ...(await tx.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })), attemptsList: [] });
  });
}
