import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { validationFailed } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { checkEndpointUrl } from "./check-url";
import { addSecret } from "./secrets";
import { scopeWhere, type Scope } from "./scope";
import { endpointView } from "./views";

// Registering an endpoint (docs/webhooks.md): the URL is checked here and
// again before every attempt; the secret is returned in this answer only.

export const MAX_ENDPOINTS = 10;

export async function createEndpoint(scope: Scope, body: { url: string; events: string[]; description?: string }, ctx: RequestContext) {
  const url = await checkEndpointUrl(body.url);
  return db.$transaction(async (tx) => {
    // One owner's endpoints are counted one request at a time.
    if (scope.kind === "vendor") await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${scope.vendorId} FOR NO KEY UPDATE`;
    else await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('webhook_endpoints:partners', 0))`;
    if ((await tx.webhookEndpoint.count({ where: scopeWhere(scope) })) >= MAX_ENDPOINTS) throw validationFailed({ url: ["validation.webhook_endpoint_max"] });
    const endpoint = await tx.webhookEndpoint.create({
      data: {
        id: newId(),
        ...scopeWhere(scope),
        url,
        events: [...new Set(body.events)],
        description: body.description || null,
        createdBy: callerId(ctx),
        createdAt: now(),
      },
    });
    const secret = await addSecret(tx, endpoint.id);
    await writeAudit(tx, {
      actor: { type: scope.kind === "vendor" ? "user" : "admin", id: callerId(ctx) },
      action: "webhook.endpoint.created",
      entityType: "webhook_endpoint",
      entityId: endpoint.id,
      diff: { vendor_id: endpoint.vendorId, host: new URL(url).hostname, events: endpoint.events },
      request: ctx,
    });
    return { ...endpointView(endpoint), secret };
  });
}
