import { z } from "zod";
import { pageParams } from "../core/http/query";
import { moneySchema } from "../core/money";
import { eventDetailsSchema } from "../planner/schemas";
import { vendorTimelineEntrySchema } from "../planner/timeline/schemas";

// Request and response schemas of the booking endpoints (docs/rfqs.md, spec Resources "Booking").

const id = z.string().min(1).max(100);
const isoTime = z.string().meta({ description: "ISO 8601 UTC time." });

export const BOOKING_STATUSES = ["pending", "confirmed", "refund_requested", "completed", "cancelled"] as const;
export const POLICY_TIERS = ["unpaid", "cooling_off", "full_refund_window", "half_refund", "no_refund"] as const;

export const bookingParams = z.object({ id: id.meta({ description: "Booking id (ULID)." }) });

export const listQuery = z.strictObject({
  ...pageParams,
  status: z.enum(BOOKING_STATUSES).optional(),
});

export const adminListQuery = z.strictObject({
  ...pageParams,
  status: z.enum(BOOKING_STATUSES).optional(),
  vendor_id: id.optional(),
});

const reason = z.string().trim().min(1).max(500);
const refundDestination = z.enum(["original", "wallet"]).optional().meta({
  description:
    "Where the refund goes: the original payment method (default, through the provider) or the customer's wallet (credited at once when the refund is processed).",
});
export type RefundDestination = "original" | "wallet";
export const cancelBody = z.strictObject({
  reason: reason.meta({ description: "Why the customer cancels (1-500 characters)." }),
  refund_destination: refundDestination,
});
export const declineBody = z.strictObject({ reason: reason.meta({ description: "Why the vendor declines (1-500 characters); shown to the customer." }) });
export const refundRequestBody = z.strictObject({
  reason: reason.meta({ description: "Why the customer asks for a refund (1-500 characters)." }),
  refund_destination: refundDestination,
});

export const policySchema = z
  .object({
    tiers: z.array(z.object({ tier: z.enum(POLICY_TIERS), refund_percent: z.number().int(), text: z.string() })),
  })
  .meta({ id: "CancellationPolicy" });

export const REFUND_STAGES = ["requested", "approved", "denied", "processing", "processed", "failed", "manual_processing"] as const;

const contactSchema = z
  .object({ email: z.string().nullable(), phone: z.string().nullable() })
  .nullable()
  .meta({ description: "Shared once the deposit is paid (confirmed, refund_requested, completed); null before and after a cancellation." });

const lineItemSchema = z.object({ name: z.string(), quantity: z.number().int(), unit_price: moneySchema, line_total: moneySchema });

const bookingRefundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: moneySchema,
  stage: z
    .enum(REFUND_STAGES)
    .meta({ description: "The refund's status: requested, approved, processing, processed (money sent back), denied, failed, manual_processing." }),
  requested_at: isoTime,
  decided_at: isoTime.nullable(),
  processed_at: isoTime.nullable(),
  credit_note: z
    .object({ id: z.string(), number: z.string().meta({ example: "CRN-2026-000001" }) })
    .nullable()
    .meta({ description: "Issued when the refund is processed; its payer downloads it from GET /refunds/{id}/credit-note." }),
});

const balanceSchema = z
  .object({
    amount: moneySchema.meta({ description: "What remains after what was paid on the platform: total - max(deposit_due, amount_paid)." }),
    paid_to: z.literal("vendor").meta({ description: "The platform collects only the deposit; the balance is paid to the vendor directly." }),
    due_date: z.string().meta({ description: "YYYY-MM-DD: the service date." }),
    received_at: isoTime.nullable().meta({ description: "When the vendor recorded receiving it (POST /vendor/bookings/{id}/balance-received)." }),
  })
  .nullable()
  .meta({ description: "null once the booking is cancelled." });

export const bookingSchema = z
  .object({
    id: z.string(),
    reference: z.string().meta({ example: "BK-7K2M9Q4T" }),
    event_id: z.string(),
    event: eventDetailsSchema.meta({ description: "The event as it is now: day, time, guests, place and notes (no budget)." }),
    rfq_id: z.string(),
    quotation_id: z.string(),
    vendor: z.object({ id: z.string(), name: z.string(), name_en: z.string(), contact: contactSchema }),
    customer: z
      .object({
        name: z.string(),
        avatar_url: z.string().nullable().meta({ description: "The customer's avatar (a path), null when none." }),
        contact: contactSchema,
      })
      .nullable()
      .meta({ description: "Vendors only: who booked." }),
    total: moneySchema,
    deposit_due: moneySchema.meta({ description: "20% of the total." }),
    amount_paid: moneySchema,
    service_date: z.string().meta({ description: "YYYY-MM-DD." }),
    status: z.enum(BOOKING_STATUSES),
    payment_deadline: isoTime.meta({ description: "A pending booking is cancelled when the deposit is not paid by then." }),
    confirmed_at: isoTime.nullable(),
    completed_at: isoTime.nullable(),
    cancelled_at: isoTime.nullable(),
    cancelled_by: z.enum(["customer", "vendor", "system"]).nullable(),
    vendor_confirmed_at: isoTime.nullable().meta({ description: "When the vendor confirmed the booking (after the deposit)." }),
    vendor_confirm_by: isoTime.nullable().meta({
      description:
        "Deposit paid and not yet confirmed by the vendor: the booking is cancelled with a full refund if the vendor has not confirmed it by then (48 h).",
    }),
    refund_percent: z.number().int().nullable().meta({ description: "What the cancellation policy granted when it was cancelled." }),
    refund_due: moneySchema.nullable(),
    cancellation_policy: policySchema.extend({
      if_cancelled_now: z
        .object({ tier: z.enum(POLICY_TIERS), refund_percent: z.number().int(), refund: moneySchema })
        .nullable()
        .meta({ description: "What cancelling now would refund; null when the booking can no longer be cancelled." }),
    }),
    balance: balanceSchema,
    amount_refunded: moneySchema.meta({ description: "The sum of the booking's processed refunds." }),
    refunds: z.array(bookingRefundSchema).meta({ description: "Every refund of the booking's payments, oldest first." }),
    line_items: z.array(lineItemSchema).meta({ description: "The accepted quote's lines (empty when the vendor quoted a total only)." }),
    quote_notes: z.string().nullable(),
    conversation_id: z
      .string()
      .nullable()
      .meta({ description: "The thread about this booking (context booking), when there is one: for the vendor's side only once the customer wrote in it." }),
    timeline: z.array(vendorTimelineEntrySchema).meta({
      description: "The customer's timeline entries of the event day for this booking (arrival, set-up, ...), in time order: the vendor sees no other entry.",
    }),
    created_at: isoTime,
  })
  .meta({ id: "Booking" });

export const acceptResultSchema = z
  .object({
    booking: bookingSchema,
    next_action: z.object({ type: z.literal("payment_required"), endpoint: z.string().meta({ example: "/api/v1/payments" }) }),
  })
  .meta({ id: "AcceptedQuotation" });

export type BookingView = z.infer<typeof bookingSchema>;
