import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { getEndpointOrThrow, type Scope } from "./scope";

/** Removes an endpoint with its secrets and delivery log; nothing more is sent to it. */
export async function deleteEndpoint(scope: Scope, id: string, ctx: RequestContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const endpoint = await getEndpointOrThrow(scope, id, tx);
    await tx.webhookEndpoint.delete({ where: { id } });
    await writeAudit(tx, {
      actor: { type: scope.kind === "vendor" ? "user" : "admin", id: callerId(ctx) },
      action: "webhook.endpoint.deleted",
      entityType: "webhook_endpoint",
      entityId: id,
      diff: { vendor_id: endpoint.vendorId, host: new URL(endpoint.url).hostname },
      request: ctx,
    });
  });
}
