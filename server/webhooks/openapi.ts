import type { z } from "zod";
import { API_VERSION, DELIVERY_HEADER, envelopeSchema, EVENT_HEADER, SIGNATURE_HEADER, TEST_EVENT, testEventData, WEBHOOK_EVENTS } from "./catalog";

// The OpenAPI document's `webhooks` section (OpenAPI 3.1): one entry per
// event type, the body each delivery POSTs and the headers it carries.

type JsonSchema = Record<string, unknown>;

/** How a receiver knows a delivery is ours: the signature header, as a security scheme so tools show it. */
export const WEBHOOK_SECURITY_SCHEME = {
  type: "apiKey",
  in: "header",
  name: SIGNATURE_HEADER,
  description:
    "Every delivery is signed with the endpoint's secret. " +
    `\`${SIGNATURE_HEADER}\` is \`t=<unix seconds>,v1=<hex>\`, where the hex is the HMAC-SHA256, keyed with the secret, of \`t\`, a dot and the raw request body. ` +
    "Recompute it over the bytes received (before any JSON parsing), compare in constant time with any of the v1= values " +
    "(during a secret rotation there is one per active secret, newest first), and refuse a `t` more than 5 minutes away from your clock.",
};

/** `booking.confirmed` -> `webhookBookingConfirmed`. */
export const webhookOperationId = (type: string) =>
  `webhook${type.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, _sep: string, c: string) => c.toUpperCase())}`;

const HEADERS = [
  {
    name: SIGNATURE_HEADER,
    description:
      "t=<unix seconds>,v1=<hex HMAC-SHA256 of `t` + '.' + the raw body with the endpoint secret>; during a secret rotation one v1= per active secret, newest first",
  },
  { name: EVENT_HEADER, description: "The event type, e.g. booking.confirmed" },
  { name: DELIVERY_HEADER, description: "The delivery id: the same at every attempt and resend; deduplicate on it" },
];

export function webhookDocs(toSchema: (schema: z.ZodType) => JsonSchema, tag: string): Record<string, unknown> {
  const events: [string, string, z.ZodType][] = [
    ...Object.entries(WEBHOOK_EVENTS).map(([type, e]) => [type, e.summary, e.data] as [string, string, z.ZodType]),
    [TEST_EVENT, 'Sent by "send test event" to that endpoint only.', testEventData],
  ];
  return Object.fromEntries(
    events.map(([type, summary, data]) => [
      type,
      {
        post: {
          operationId: webhookOperationId(type),
          summary,
          tags: [tag],
          security: [{ webhookSignature: [] }],
          description: `Payload version ${API_VERSION}. Answer 2xx within 10 seconds; anything else is retried (5 attempts over 24 hours). Verify the signature over the raw body and refuse a timestamp more than 5 minutes away.`,
          parameters: HEADERS.map((h) => ({ name: h.name, in: "header", required: true, description: h.description, schema: { type: "string" } })),
          requestBody: { required: true, content: { "application/json": { schema: toSchema(envelopeSchema(type, data)) } } },
          responses: { "2XX": { description: "Received; any other answer (or none within 10 s) is retried" } },
        },
      },
    ]),
  );
}
