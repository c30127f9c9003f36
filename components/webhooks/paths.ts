// The vendor's endpoints (/vendors/me/webhooks) and the partners' (/admin/webhooks)
// answer the same shapes (server/webhooks/endpoints.ts): one screen serves both,
// typed through the vendor paths.

export type WebhookBase = "/vendors/me/webhooks" | "/admin/webhooks";

export function webhookPaths(base: WebhookBase) {
  return {
    list: base as "/vendors/me/webhooks",
    one: `${base}/{id}` as "/vendors/me/webhooks/{id}",
    secret: `${base}/{id}/secret` as "/vendors/me/webhooks/{id}/secret",
    test: `${base}/{id}/test` as "/vendors/me/webhooks/{id}/test",
    deliveries: `${base}/{id}/deliveries` as "/vendors/me/webhooks/{id}/deliveries",
    resend: `${base}/{id}/deliveries/{deliveryId}/resend` as "/vendors/me/webhooks/{id}/deliveries/{deliveryId}/resend",
  };
}

/** The event types a receiver may choose (server/webhooks/catalog.ts). */
export const EVENT_TYPES = [
  "booking.confirmed",
  "booking.cancelled",
  "rfq.received",
  "quote.accepted",
  "payment.succeeded",
  "refund.processed",
  "review.published",
] as const;
