import { z } from "zod";
import { calendarDate } from "../core/dates";
import { pageParams } from "../core/http/query";
import { moneySchema } from "../core/money";

// Request and response schemas of the direct-order endpoints (docs/orders.md,
// spec Endpoints "Bookings and direct orders", Resources "Direct-order location").

const id = z.string().min(1).max(100);
const isoTime = z.string().meta({ description: "ISO 8601 UTC time." });

export const ORDER_STATUSES = ["placed", "confirmed", "on_the_way", "in_progress", "completed", "cancelled"] as const;
export const PAYMENT_MODES = ["full", "deposit"] as const;

export const orderParams = z.object({ id: id.meta({ description: "Order id (ULID)." }) });

export const listQuery = z.strictObject({ ...pageParams, status: z.enum(ORDER_STATUSES).optional() });
export const adminListQuery = z.strictObject({ ...pageParams, status: z.enum(ORDER_STATUSES).optional(), vendor_id: id.optional() });

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const createOrderBody = z.strictObject({
  package_id: id.meta({ description: "A published service's package the vendor lets customers order directly." }),
  date: calendarDate.meta({ description: "YYYY-MM-DD, the service day in Kuwait." }),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "validation.time_format" })
    .meta({ description: "HH:MM, Kuwait time.", example: "18:30" }),
  area_id: id.meta({ description: "The area (GET /areas) where the service takes place." }),
  address: z.string().trim().min(3).max(300),
  latitude: latitude.optional().meta({ description: "The place's point, for the distance shown while the vendor is on the way (else the area's centre)." }),
  longitude: longitude.optional(),
  notes: z.string().trim().max(1000).optional(),
});

const reason = z.string().trim().min(1).max(500);
export const cancelBody = z.strictObject({ reason: reason.meta({ description: "Why the order is cancelled (1-500 characters); shown to the other side." }) });
/** The customer's cancel: as the bookings' (server/bookings/schemas.ts), the customer may take the refund to their wallet. */
export const customerCancelBody = cancelBody.extend({
  refund_destination: z.enum(["original", "wallet"]).optional().meta({
    description:
      "Where the refund goes: the original payment method (default, through the provider) or the customer's wallet (credited at once when the refund is processed).",
  }),
});
export type RefundDestination = "original" | "wallet";
export const locationBody = z.strictObject({ latitude, longitude });

export const providerLocationSchema = z
  .object({ latitude: z.number(), longitude: z.number(), recorded_at: isoTime })
  .nullable()
  .meta({ id: "ProviderLocation", description: "The vendor's last shared position while on_the_way or in_progress; null otherwise (cleared on completion)." });

export const orderSchema = z
  .object({
    id: z.string(),
    reference: z.string().meta({ example: "OR-7K2M9Q4T" }),
    status: z.enum(ORDER_STATUSES),
    vendor: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
    customer: z.object({ name: z.string(), phone: z.string().nullable() }).nullable().meta({ description: "The vendor and admins only: who ordered." }),
    service_id: z.string(),
    package: z.object({ id: z.string(), name: z.string() }),
    payment_mode: z.enum(PAYMENT_MODES),
    total: moneySchema,
    amount_due: moneySchema.meta({ description: "Paid online: the total, or the deposit (20%) with the rest paid to the vendor." }),
    amount_paid: moneySchema,
    paid: z.boolean().meta({ description: "amount_paid covers amount_due: the vendor may accept." }),
    service_date: z.string(),
    starts_at: isoTime,
    area: z.object({ id: z.string(), name: z.string() }),
    address: z.string(),
    point: z.object({ latitude: z.number(), longitude: z.number() }).nullable().meta({ description: "The place's point (given, or the area's centre)." }),
    notes: z.string().nullable(),
    payment_deadline: isoTime.meta({ description: "A placed order not paid by then is cancelled." }),
    confirm_deadline: isoTime.nullable().meta({ description: "A paid order the vendor has not accepted by then is cancelled with a full refund." }),
    confirmed_at: isoTime.nullable(),
    on_the_way_at: isoTime.nullable(),
    started_at: isoTime.nullable(),
    completed_at: isoTime.nullable(),
    cancelled_at: isoTime.nullable(),
    cancelled_by: z.enum(["customer", "vendor", "system"]).nullable(),
    cancel_reason: z.string().nullable(),
    refund_percent: z.number().int().nullable(),
    refund_due: moneySchema.nullable(),
    provider_location: providerLocationSchema,
    distance_km: z.number().nullable().meta({ description: "From the provider's location to the place, km (1 decimal); null without both." }),
    actions: z
      .array(z.string())
      .meta({ description: "What the caller may do now: pay, cancel, accept, decline, on_the_way, start, complete, location, review, tip." }),
    moves_open_at: z.object({ on_the_way: isoTime.nullable(), start: isoTime.nullable(), complete: isoTime.nullable() }).nullable().meta({
      description:
        "The vendor's view: when on_the_way and start (2 hours before starts_at) and complete (at starts_at) are taken; earlier they are 409 BOOKING_INVALID_STATE. null for the customer and admin.",
    }),
    policy: z.array(z.object({ tier: z.string(), refund_percent: z.number().int(), text: z.string() })),
    review_id: z.string().nullable(),
    tip: moneySchema.nullable().meta({ description: "The customer's tip on the completed order (POST /orders/{id}/tip), or null." }),
    created_at: isoTime,
  })
  .meta({ id: "Order" });

export type OrderView = z.infer<typeof orderSchema>;
