import type { Money } from "@/components/ui/money";
import type { Pagination } from "@/components/ui/pager";
import type { AdminPaymentView as AdminPayment, PaymentView as Payment } from "@/server/payments/schemas";
import type { RefundView as Refund } from "@/server/payments/refunds/schemas";

// Payloads the payment pages read: the API's own response types where it
// exports them (type-only imports, erased from the browser bundle), so a
// changed payload fails tsc here.

export type PaymentView = Payment;
export type PaymentStatusName = Payment["status"];
/** The admin oversight row: the gateway and the flag reason are visible to admins only. */
export type AdminPaymentView = AdminPayment;
export type RefundView = Refund;

/** GET /sandbox/sessions/{id} (server/payments/sandbox-api.ts). */
export type SandboxSession = {
  id: string;
  amount: Money;
  status: "open" | "paid" | "declined" | "cancelled";
  merchant_name: string;
  return_url: string;
};

/** GET /admin/payment-driver (server/payments/api.ts): the gateway taking new payments; the previous one's webhooks are accepted for 72 h after switched_at. */
export type DriverView = { active: string; previous: string | null; switched_at: string | null };

export type ListMeta = { pagination?: Pagination };

/** Kept here (not imported from the server) so the browser bundle stays free of zod. */
export const PAYMENT_STATUSES = ["initiated", "pending", "paid", "failed", "partially_refunded", "refunded"] as const;
export const REFUND_STATUSES = ["requested", "approved", "denied", "processing", "processed", "failed", "manual_processing"] as const;
export const DRIVERS = ["sandbox", "provider_a", "provider_b"] as const;
