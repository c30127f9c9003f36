import { z } from "zod";
import { WEBHOOK_EVENT_TYPES } from "./catalog";

// Request and response shapes of the webhook endpoints API (docs/webhooks.md).

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .meta({ description: `Event types to receive: ${WEBHOOK_EVENT_TYPES.join(", ")}` });

export const endpointBody = z.strictObject({
  url: z.string().trim().min(1).max(2000).meta({ description: "https URL on a public address (private, loopback and link-local addresses are refused)" }),
  events: eventsField,
  description: z.string().trim().max(200).optional(),
});

export const endpointPatch = z.strictObject({
  url: endpointBody.shape.url.optional(),
  events: eventsField.optional(),
  description: z.string().trim().max(200).nullable().optional(),
  status: z.enum(["active", "disabled"]).optional().meta({ description: "disabled: stop sending; active: send again (also after an automatic disable)" }),
});

export const endpointParams = z.strictObject({ id: z.string() });
export const deliveryParams = z.strictObject({ id: z.string(), deliveryId: z.string() });
export const deliveriesQuery = z.strictObject({
  status: z.enum(["pending", "succeeded", "failed"]).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const endpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    description: z.string().nullable(),
    events: z.array(z.string()),
    status: z.enum(["active", "disabled"]),
    disabled_reason: z.enum(["failing", "manual"]).nullable().meta({ description: "failing: 24 hours of failed attempts disabled it" }),
    failing_since: z.string().nullable().meta({ description: "Start of the current run of failed attempts; null after a success" }),
    secret_rotation_ends_at: z.string().nullable().meta({ description: "While a rotation runs, when the previous secret stops signing" }),
    created_at: z.string(),
  })
  .meta({ id: "WebhookEndpoint" });

export const endpointWithSecretSchema = endpointSchema.extend({
  secret: z.string().meta({ description: "The signing secret: shown only in this answer" }),
});

export const attemptSchema = z.object({
  number: z.number().int(),
  manual: z.boolean(),
  at: z.string(),
  response_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
});

export const deliverySchema = z
  .object({
    id: z.string().meta({ description: "The X-Munasabat-Delivery header" }),
    event_id: z.string(),
    event_type: z.string(),
    status: z.enum(["pending", "succeeded", "failed"]),
    attempts: z.number().int(),
    response_code: z.number().int().nullable(),
    duration_ms: z.number().int().nullable(),
    last_error: z.string().nullable(),
    next_attempt_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
    created_at: z.string(),
    attempt_log: z.array(attemptSchema),
  })
  .meta({ id: "WebhookDelivery" });
