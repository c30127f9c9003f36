import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { rotateSecrets } from "./secrets";
import { getEndpointOrThrow, type Scope } from "./scope";
import { endpointView } from "./views";

/** A new signing secret, shown once; the previous one keeps signing for 24 hours beside it (docs/webhooks.md "Secrets"). */
export async function rotateEndpointSecret(scope: Scope, id: string, ctx: RequestContext) {
  return db.$transaction(async (tx) => {
    // The row lock orders two rotations of one endpoint (two active secrets at most).
    await tx.$queryRaw`SELECT id FROM webhook_endpoints WHERE id = ${id} FOR NO KEY UPDATE`;
    const endpoint = await getEndpointOrThrow(scope, id, tx);
    const { secret, previousExpiresAt } = await rotateSecrets(tx, id);
    await writeAudit(tx, {
      actor: { type: scope.kind === "vendor" ? "user" : "admin", id: callerId(ctx) },
      action: "webhook.endpoint.secret_rotated",
      entityType: "webhook_endpoint",
      entityId: id,
      diff: { previous_expires_at: previousExpiresAt.toISOString() },
      request: ctx,
    });
    return { ...endpointView(endpoint, previousExpiresAt), secret };
  });
}
