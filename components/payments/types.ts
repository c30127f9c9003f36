import type { ApiData } from "@/components/ui/api-types";

// Payloads the payment pages read, from the generated OpenAPI types
// (public/sdk/api-v1.d.ts), so a changed payload fails tsc here.

export type PaymentView = ApiData<"/payments/{id}">;
export type PaymentStatusName = PaymentView["status"];
/** The admin oversight row: the gateway and the flag reason are visible to admins only. */
export type AdminPaymentView = ApiData<"/admin/payments">[number];
/** A refund of the approval queue, with the context Finance decides on. */
export type AdminRefundView = ApiData<"/admin/refunds">[number];
export type SandboxSession = ApiData<"/sandbox/sessions/{id}">;
/** The gateway taking new payments; the previous one's webhooks are accepted for 72 h after switched_at. */
export type DriverView = ApiData<"/admin/payment-driver">;

/** Domains a payment or refund changes besides its own (query keys: components/ui/use-api.ts). */
export const MONEY_DOMAINS = ["payments", "bookings", "invoices", "refunds", "home"];

/** Kept here (not imported from the server) so the browser bundle stays free of zod. */
export const PAYMENT_STATUSES = ["initiated", "pending", "paid", "failed", "partially_refunded", "refunded"] as const satisfies readonly PaymentStatusName[];
export const REFUND_STATUSES = [
  "requested",
  "approved",
  "denied",
  "processing",
  "processed",
  "failed",
  "manual_processing",
] as const satisfies readonly AdminRefundView["status"][];
export const DRIVERS = ["sandbox", "provider_a", "provider_b"] as const satisfies readonly DriverView["active"][];
