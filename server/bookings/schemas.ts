import { z } from "zod";
import { pageParams } from "../core/http/query";
import { moneySchema } from "../core/money";
import { eventDetailsSchema } from "../planner/schemas";

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
export const cancelBody = z.strictObject({ reason: reason.meta({ description: "Why the customer cancels (1-500 characters)." }) });
export const refundRequestBody = z.strictObject({ reason: reason.meta({ description: "Why the customer asks for a refund (1-500 characters)." }) });

export const policySchema = z
  .object({
    tiers: z.array(z.object({ tier: z.enum(POLICY_TIERS), refund_percent: z.number().int(), text: z.string() })),
  })
  .meta({ id: "CancellationPolicy" });

export const bookingSchema = z
  .object({
    id: z.string(),
    reference: z.string().meta({ example: "BK-7K2M9Q4T" }),
    event_id: z.string(),
    event: eventDetailsSchema.meta({ description: "The event as it is now: day, time, guests, place and notes (no budget)." }),
    rfq_id: z.string(),
    quotation_id: z.string(),
    vendor: z.object({ id: z.string(), name: z.string(), name_en: z.string() }),
    customer: z.object({ name: z.string() }).nullable().meta({ description: "Vendors only: who booked." }),
    total: moneySchema,
    deposit_due: moneySchema.meta({ description: "20% of the total." }),
    amount_paid: moneySchema,
    service_date: z.string().meta({ description: "YYYY-MM-DD." }),
    status: z.enum(BOOKING_STATUSES),
    payment_deadline: isoTime.meta({ description: "A pending booking is cancelled when the deposit is not paid by then." }),
    confirmed_at: isoTime.nullable(),
    completed_at: isoTime.nullable(),
    cancelled_at: isoTime.nullable(),
    cancelled_by: z.enum(["customer", "system"]).nullable(),
    refund_percent: z.number().int().nullable().meta({ description: "What the cancellation policy granted when it was cancelled." }),
    refund_due: moneySchema.nullable(),
    cancellation_policy: policySchema.extend({
      if_cancelled_now: z
        .object({ tier: z.enum(POLICY_TIERS), refund_percent: z.number().int(), refund: moneySchema })
        .nullable()
        .meta({ description: "What cancelling now would refund; null when the booking can no longer be cancelled." }),
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
