import { z } from "zod";
import { defineEndpoint, type PermissionName } from "../core/http/endpoint";
import { accepted, created, noContent, ok } from "../core/http/envelope";
import type { RequestContext } from "../core/http/request-context";
import { createEndpoint } from "./create-endpoint";
import { deleteEndpoint } from "./delete-endpoint";
import { listDeliveries } from "./list-deliveries";
import { listEndpoints } from "./list-endpoints";
import { resendDelivery } from "./resend-delivery";
import { rotateEndpointSecret } from "./rotate-secret";
import * as s from "./schemas";
import type { Scope } from "./scope";
import { sendTestEvent } from "./send-test-event";
import { updateEndpoint } from "./update-endpoint";

// The webhook endpoints API, once for both owners: a vendor's endpoints under
// /vendors/me/webhooks and the platform partners' under /admin/webhooks. Each
// api file declares its paths and who may call them; the handlers are these.

type Access = {
  base: string;
  tags: string[];
  who: string;
  /** The vendor permission (vendor paths) or the admin permission the caller needs. */
  guard: { vendorPermission: PermissionName } | { permission: PermissionName };
  scope: (ctx: RequestContext) => Promise<Scope>;
};

export function webhookEndpoints(access: Access) {
  const { scope, guard } = access;
  const common = { tags: access.tags, auth: "user" as const, ...guard };
  const at = (suffix: string, summary: string) => ({ ...common, path: `${access.base}${suffix}`, summary: `${summary} (${access.who})` });
  return {
    list: defineEndpoint({
      ...at("", "Webhook endpoints: URL, events, status, failing since, secret rotation"),
      method: "GET",
      query: z.strictObject({}),
      response: z.array(s.endpointSchema),
      handler: async ({ ctx }) => ok(await listEndpoints(await scope(ctx))),
    }),
    create: defineEndpoint({
      ...at("", "Register an endpoint (https on a public address; at most 10); the signing secret is in this answer only"),
      method: "POST",
      body: s.endpointBody,
      response: s.endpointWithSecretSchema,
      successStatus: 201,
      handler: async ({ body, ctx }) => created(await createEndpoint(await scope(ctx), body, ctx), `/api/v1${access.base}`),
    }),
    update: defineEndpoint({
      ...at("/{id}", "Change an endpoint's URL, events or description, or turn it off and on"),
      method: "PATCH",
      params: s.endpointParams,
      body: s.endpointPatch,
      response: s.endpointSchema,
      handler: async ({ params, body, ctx }) => ok(await updateEndpoint(await scope(ctx), params.id, body, ctx)),
    }),
    remove: defineEndpoint({
      ...at("/{id}", "Remove an endpoint with its delivery log"),
      method: "DELETE",
      params: s.endpointParams,
      successStatus: 204,
      handler: async ({ params, ctx }) => {
        await deleteEndpoint(await scope(ctx), params.id, ctx);
        return noContent();
      },
    }),
    rotate: defineEndpoint({
      ...at("/{id}/secret", "Rotate the signing secret: the new one is in this answer only; the previous one keeps signing beside it for 24 hours"),
      method: "POST",
      params: s.endpointParams,
      response: s.endpointWithSecretSchema,
      handler: async ({ params, ctx }) => ok(await rotateEndpointSecret(await scope(ctx), params.id, ctx)),
    }),
    test: defineEndpoint({
      ...at("/{id}/test", "Send a `webhook.test` event to this endpoint; the delivery log shows its outcome"),
      method: "POST",
      params: s.endpointParams,
      response: s.deliverySchema,
      successStatus: 202,
      rateLimits: ["webhook_send"],
      handler: async ({ params, ctx }) => accepted(await sendTestEvent(await scope(ctx), params.id, ctx)),
    }),
    deliveries: defineEndpoint({
      ...at("/{id}/deliveries", "The delivery log, newest first: status, response code, duration, next attempt, each attempt"),
      method: "GET",
      params: s.endpointParams,
      query: s.deliveriesQuery,
      response: z.array(s.deliverySchema),
      handler: async ({ params, query, ctx }) => ok(await listDeliveries(await scope(ctx), params.id, query)),
    }),
    resend: defineEndpoint({
      ...at("/{id}/deliveries/{deliveryId}/resend", "Resend a delivery now (same delivery id and body)"),
      method: "POST",
      params: s.deliveryParams,
      response: s.deliverySchema,
      successStatus: 202,
      rateLimits: ["webhook_send"],
      handler: async ({ params, ctx }) => accepted(await resendDelivery(await scope(ctx), params.id, params.deliveryId, ctx)),
    }),
  };
}
