import { z } from "zod";
import { moneySchema } from "../core/money";
import { ADMIN_ROLE_CODES } from "../identity/roles";

// Response shapes of the two homes (documentation and the typed client).

const isoTime = z.string().meta({ description: "ISO 8601 UTC" });
const isoDate = z.string().meta({ description: "YYYY-MM-DD (Kuwait day)" });

export const adminQueueSchema = z
  .object({
    key: z.string().meta({
      description:
        "vendor_approvals, vendor_documents, refunds_to_approve, refunds_manual, settlements_to_pay, reconciliation_mismatches, payments_flagged, " +
        "reviews_reported, reviews_screened, review_appeals, bookings_refund_requested, role_confirmations, zero_result_searches, draft_pages",
    }),
    permission: z.string().meta({ description: "The permission the queue's page needs (the caller holds it: queues it does not hold are left out)" }),
    count: z.number().int(),
    amount: moneySchema.nullable().meta({ description: "The queue's total where it is money (refunds waiting, settlements to pay)" }),
    oldest_at: isoTime.nullable().meta({ description: "When the oldest waiting item arrived" }),
    date: isoDate.nullable().meta({ description: "Reconciliation: the earliest day whose latest run did not match" }),
  })
  .meta({ id: "AdminQueue" });

export const adminHomeSchema = z
  .object({
    roles: z.array(z.enum(ADMIN_ROLE_CODES)),
    queues: z.array(adminQueueSchema),
  })
  .meta({ id: "AdminHome" });

const todoList = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), items: z.array(item) }).nullable();

export const vendorHomeSchema = z
  .object({
    todo: z.object({
      bookings_to_confirm: todoList(
        z.object({ booking_id: z.string(), reference: z.string(), title: z.string(), service_date: isoDate, confirm_by: isoTime }),
      ).meta({
        description:
          "Paid bookings the vendor has not confirmed, soonest deadline first (unconfirmed by confirm_by they are cancelled and refunded); null for members without booking.fulfil",
      }),
      rfqs_to_answer: todoList(
        z.object({ rfq_id: z.string(), title: z.string(), seen: z.boolean(), event_date: isoDate.nullable(), expires_at: isoTime }),
      ).meta({ description: "Open RFQs not yet quoted or declined, soonest expiry first; null for members without rfq.respond" }),
      counters_waiting: todoList(
        z.object({
          quote_id: z.string(),
          rfq_id: z.string(),
          title: z.string(),
          kind: z.string().meta({ description: "counter or requote_request" }),
          quoted: moneySchema,
          proposed: moneySchema.nullable(),
          since: isoTime.nullable(),
        }),
      ),
      rfq_conflicts: todoList(
        z.object({
          rfq_id: z.string(),
          title: z.string(),
          date: isoDate.meta({ description: "The RFQ's service day: the event date, else the needed-by date" }),
          reason: z
            .enum(["booked", "blocked", "closed"])
            .meta({ description: "Why the vendor's day has no room: full with bookings, blocked, or off its weekly plan" }),
          quoted: z.boolean().meta({ description: "The vendor already sent a quotation that is still live" }),
        }),
      ).meta({
        description:
          "Open RFQs not yet answered, or quoted with a live quotation, whose service day (today or later) is now full, blocked or closed in the vendor's calendar, soonest first; null for members without rfq.respond",
      }),
      bookings_this_week: z
        .object({
          count: z.number().int(),
          to: isoDate,
          items: z.array(
            z.object({ booking_id: z.string(), reference: z.string(), title: z.string(), service_date: isoDate, event_time: z.string().nullable() }),
          ),
        })
        .nullable(),
      reviews_to_reply: todoList(
        z.object({ review_id: z.string(), rating: z.number().int().nullable(), title: z.string().nullable(), published_at: isoTime.nullable() }),
      ),
    }),
    period: z
      .object({ month: z.string().meta({ example: "2026-05" }), from: isoDate, to: isoDate })
      .meta({ description: "The period every figure covers: this Kuwait calendar month to today" }),
    figures: z.object({
      rfqs_received: z.number().int(),
      rfq_receive_limit: z.number().int().nullable(),
      quotes_sent: z.number().int(),
      quotation_quota: z.number().int().nullable(),
      bookings_confirmed: z.number().int(),
      profile_views: z.number().int(),
    }),
  })
  .meta({ id: "VendorHome" });
