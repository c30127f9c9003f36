import { z } from "zod";
import { moneySchema } from "../core/money";

// What outbound webhooks carry (docs/webhooks.md): the event types a
// receiver may subscribe to, and each one's `data`, versioned by
// `api_version`. A change that removes or renames a field takes a new
// version; adding a field does not. These schemas are also the OpenAPI
// document's `webhooks` section (server/api/openapi.ts).

/** The product's name in the headers: X-Munasabat-Signature, X-Munasabat-Event, X-Munasabat-Delivery. */
export const SERVICE = "Munasabat";
export const SIGNATURE_HEADER = `X-${SERVICE}-Signature`;
export const EVENT_HEADER = `X-${SERVICE}-Event`;
export const DELIVERY_HEADER = `X-${SERVICE}-Delivery`;

/** The payload version every delivery states in `api_version`. */
export const API_VERSION = "2026-11-27";

const id = (description: string) => z.string().meta({ description });

export const WEBHOOK_EVENTS = {
  "booking.confirmed": {
    summary: "A booking's deposit is paid in full: the booking is confirmed.",
    data: z.object({
      booking_id: id("The booking"),
      booking_reference: z.string(),
      vendor_id: id("The vendor booked"),
      quote_id: z.string(),
      service_date: z.string().meta({ description: "YYYY-MM-DD" }),
      total: moneySchema,
      amount_paid: moneySchema,
    }),
  },
  "booking.cancelled": {
    summary: "A booking was cancelled (by the customer, the vendor or the system); `refund_due` is what the cancellation policy grants.",
    data: z.object({
      booking_id: z.string(),
      booking_reference: z.string(),
      vendor_id: z.string(),
      cancelled_by: z.enum(["customer", "vendor", "system"]),
      refund_due: moneySchema,
    }),
  },
  "rfq.received": {
    summary: "A customer's request for quotation reached the vendor.",
    data: z.object({
      rfq_id: z.string(),
      vendor_id: z.string(),
      category_id: z.string(),
      needed_by: z.string().meta({ description: "YYYY-MM-DD: the day the customer needs quotes by" }),
    }),
  },
  "quote.accepted": {
    summary: "The customer accepted the vendor's quote; its booking exists, pending until the deposit is paid.",
    data: z.object({ quote_id: z.string(), rfq_id: z.string(), vendor_id: z.string(), booking_id: z.string() }),
  },
  "payment.succeeded": {
    summary: "A payment was paid: a booking's deposit, or the vendor's subscription.",
    data: z.object({
      payment_id: z.string(),
      vendor_id: z.string().nullable(),
      payable_type: z.enum(["booking", "subscription"]),
      payable_id: z.string(),
      purpose: z.string(),
      amount: moneySchema,
    }),
  },
  "refund.processed": {
    summary: "A refund of a booking's payment reached the payer's bank.",
    data: z.object({ refund_id: z.string(), booking_id: z.string(), vendor_id: z.string(), amount: moneySchema, payment_fully_refunded: z.boolean() }),
  },
  "review.published": {
    summary: "A customer's review of the vendor is published (shown on the vendor's page).",
    data: z.object({ review_id: z.string(), vendor_id: z.string(), booking_id: z.string(), overall_rating: z.number().int().min(1).max(5) }),
  },
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [WebhookEventType, ...WebhookEventType[]];

/** The test event ("send test event"): only ever sent to the endpoint it was asked for. */
export const TEST_EVENT = "webhook.test";
export const testEventData = z.object({ endpoint_id: z.string(), message: z.string() });

/** Every delivery's body: the envelope around the event's `data`. */
export function envelopeSchema(type: string, data: z.ZodType) {
  return z.object({
    id: z.string().meta({ description: "The event id: the same for every endpoint and attempt of one event" }),
    type: z.literal(type),
    api_version: z.literal(API_VERSION),
    created_at: z.string().meta({ description: "When the event happened, ISO 8601 UTC" }),
    data,
  });
}
