import { z } from "zod";
import { pageParams } from "../../core/http/query";
import { amountString, moneySchema } from "../../core/money";

// Request and response schemas of the refund endpoints (docs/payments.md "Refunds"; spec Resources "Refund").

export const REFUND_REASONS = ["policy_cancellation", "vendor_fault", "dispute_resolution", "duplicate_charge", "goodwill"] as const;
export const REFUND_STATUSES = ["requested", "approved", "denied", "processing", "processed", "failed", "manual_processing"] as const;
/** Only the system gives it: the provider charged another amount and finance sent it back (server/payments/resolve-flag.ts). */
export const SYSTEM_REFUND_REASONS = [...REFUND_REASONS, "amount_mismatch"] as const;
export type RefundReason = (typeof SYSTEM_REFUND_REASONS)[number];

const id = z.string().min(1).max(100);

export const refundParams = z.object({ id: id.meta({ description: "Refund id (ULID)." }) });

const refundFields = {
  payment_id: id.meta({ description: "The paid (or partially refunded) payment to refund." }),
  amount: amountString.meta({ description: "KWD with exactly 3 decimals, > 0 and at most what is left of the payment.", example: "25.000" }),
  reason: z.enum(REFUND_REASONS),
  note: z.string().trim().max(500).optional().meta({ description: "At most 500 characters; required when the reason is goodwill." }),
};

export const createRefundBody = z.strictObject(refundFields);
export type CreateRefundBody = z.output<typeof createRefundBody>;

export const denyRefundBody = z.strictObject({
  reason: z.string().trim().min(1).max(500).meta({ description: "Why the refund is denied (1-500 characters); the payer reads it." }),
});

export const markProcessedBody = z.strictObject({
  reference: z.string().trim().min(1).max(100).meta({ description: "The bank transfer's reference (kept as the refund's provider reference)." }),
});

export const adminListQuery = z.strictObject({
  ...pageParams,
  status: z.enum(REFUND_STATUSES).optional(),
});

const isoTime = z.string().meta({ description: "ISO 8601 UTC time." });

export const refundSchema = z
  .object({
    id: z.string(),
    payment_id: z.string(),
    booking_id: z.string().nullable(),
    amount: moneySchema,
    reason: z.enum(SYSTEM_REFUND_REASONS),
    note: z.string().nullable(),
    status: z.enum(REFUND_STATUSES),
    system_initiated: z.boolean().meta({ description: "One of the spec's cases that skip approval." }),
    requested_by_user_id: z.string().nullable(),
    decided_by_user_id: z.string().nullable(),
    decided_at: isoTime.nullable(),
    denial_reason: z.string().nullable(),
    provider_refund_id: z.string().nullable(),
    attempts: z.number().int().meta({ description: "Sends to the provider so far (the first and up to 3 automatic retries)." }),
    next_attempt_at: isoTime.nullable(),
    processed_at: isoTime.nullable(),
    created_at: isoTime,
  })
  .meta({ id: "Refund" });
export type RefundView = z.output<typeof refundSchema>;

const person = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });

/** A refund in the approval queue with what Finance needs to decide: who, what was booked and paid, and which policy tier applied. */
export const adminRefundSchema = refundSchema
  .extend({
    context: z.object({
      booking: z
        .object({
          id: z.string(),
          reference: z.string(),
          status: z.string(),
          service_date: z.string().meta({ description: "YYYY-MM-DD" }),
          total: moneySchema,
          amount_paid: moneySchema,
          cancelled_at: isoTime.nullable(),
          cancelled_by: z.string().nullable().meta({ description: "customer, vendor or system" }),
        })
        .nullable(),
      customer: person.nullable().meta({ description: "The payer" }),
      vendor: z.object({ id: z.string(), name: z.string() }).nullable(),
      payment: z.object({
        id: z.string(),
        amount: moneySchema,
        refunded: moneySchema,
        status: z.string(),
        method: z.string().nullable(),
        paid_at: isoTime.nullable(),
      }),
      policy: z
        .object({
          tier: z.string().meta({ description: "unpaid, cooling_off, full_refund_window, half_refund or no_refund" }),
          refund_percent: z.number().int(),
          text: z.string().meta({ description: "The tier's rule in the caller's language" }),
        })
        .nullable()
        .meta({ description: "The cancellation policy tier that set the amount (cancellation refunds only)" }),
      requested_by: person.nullable().meta({ description: "null for a system-initiated refund" }),
    }),
  })
  .meta({ id: "AdminRefund" });
export type AdminRefundView = z.output<typeof adminRefundSchema>;
