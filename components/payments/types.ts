import type { Money, Pagination } from "@/components/rfq/types";

// Payloads the payment pages read (the payments API's views).

export type PaymentStatusName = "initiated" | "pending" | "paid" | "failed" | "partially_refunded" | "refunded";

export type PaymentView = {
  id: string;
  payable_type: "booking" | "subscription";
  payable_id: string;
  purpose: "booking_deposit" | "subscription" | "subscription_renewal";
  amount: Money;
  status: PaymentStatusName;
  payment_url: string | null;
  expires_at: string;
  created_at: string;
  paid_at: string | null;
  method: "knet" | "card" | null;
  flagged: boolean;
};

/** The admin oversight row: the gateway and the flag reason are visible to admins only. */
export type AdminPaymentView = PaymentView & { provider: string; provider_ref: string | null; flag_reason: string | null; failure_reason: string | null; payer_user_id: string };

export type RefundView = {
  id: string;
  payment_id: string;
  booking_id: string | null;
  amount: Money;
  reason: string;
  note: string | null;
  status: string;
  system_initiated?: boolean;
  requested_by_user_id?: string | null;
  created_at: string;
};

export type SandboxSession = {
  id: string;
  amount: Money;
  status: "open" | "paid" | "declined" | "cancelled";
  merchant_name: string;
  return_url: string;
};

/** The gateway taking new payments; the previous one's webhooks are accepted for 72 h after switched_at. */
export type DriverView = { active: string; previous: string | null; switched_at: string | null };

export type ListMeta = { pagination?: Pagination };

export const PAYMENT_STATUSES = ["initiated", "pending", "paid", "failed", "partially_refunded", "refunded"] as const;
export const REFUND_STATUSES = ["requested", "approved", "denied", "processing", "processed", "failed", "manual_processing"] as const;
export const DRIVERS = ["sandbox", "provider_a", "provider_b"] as const;
