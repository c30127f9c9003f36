import { diffOf, writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { checkEndpointUrl } from "./check-url";
import { endpointMachine } from "./state-machine";
import { getEndpointOrThrow, type Scope } from "./scope";
import { rotationEndsAt } from "./list-endpoints";
import { endpointView } from "./views";

// Changing an endpoint: its URL (checked again), events, description, or
// turning it off and on. Turning it on again (also after the automatic
// disable) starts a new failing window; deliveries missed meanwhile are not
// sent (their log shows them failed; "resend" sends one).

type Patch = { url?: string; events?: string[]; description?: string | null; status?: "active" | "disabled" };

export async function updateEndpoint(scope: Scope, id: string, patch: Patch, ctx: RequestContext) {
  await getEndpointOrThrow(scope, id);
  const url = patch.url === undefined ? undefined : await checkEndpointUrl(patch.url);
  const actor = { type: scope.kind === "vendor" ? ("user" as const) : ("admin" as const), id: callerId(ctx) };
  return db.$transaction(async (tx) => {
    const before = await getEndpointOrThrow(scope, id, tx);
    const data = {
      ...(url !== undefined && { url }),
      ...(patch.events !== undefined && { events: [...new Set(patch.events)] }),
      ...(patch.description !== undefined && { description: patch.description || null }),
    };
    if (Object.keys(data).length > 0) {
      const after = await tx.webhookEndpoint.update({ where: { id }, data });
      const diff = diffOf(
        { host: new URL(before.url).hostname, events: before.events.join(","), description: before.description },
        { host: new URL(after.url).hostname, events: after.events.join(","), description: after.description },
      );
      await writeAudit(tx, { actor, action: "webhook.endpoint.updated", entityType: "webhook_endpoint", entityId: id, diff, request: ctx });
    }
    if (patch.status && patch.status !== before.status) {
      const move = patch.status === "disabled" ? "disable" : "enable";
      await endpointMachine.move(tx, { id, status: before.status as "active" | "disabled" }, move, {
        data: move === "disable" ? { disabledAt: now(), disabledReason: "manual" } : { disabledAt: null, disabledReason: null, failingSince: null },
        audit: { actor, action: move === "disable" ? "webhook.endpoint.disabled" : "webhook.endpoint.enabled", request: ctx },
      });
    }
    const row = await tx.webhookEndpoint.findUniqueOrThrow({ where: { id } });
    return endpointView(row, await rotationEndsAt(tx, id));
  });
}
