import { now } from "../core/clock";
import { db } from "../core/db/client";
import { money } from "../core/money";
import { on } from "../core/outbox/dispatcher";
import { attemptDelivery } from "./attempt";
import { fanOut } from "./enqueue";

// Marketplace events become outbound webhook events here (docs/webhooks.md
// "Events"): each handler reads what the payload needs and queues one
// delivery per endpoint that chose the event. The event id comes from the
// domain event (the outbox row), so a redelivery queues nothing new.

const day = (d: Date) => d.toISOString().slice(0, 10);

let registered = false;

/** Subscribes the webhooks module to its events (server/jobs/handlers.ts). */
export function registerWebhookHandlers(): void {
  if (registered) return;
  registered = true;

  on("WebhookDeliveryDue", async (event) => {
    await attemptDelivery(event.payload.deliveryId, event.payload.manual);
  });

  on("BookingDepositApplied", async (event) => {
    if (!event.payload.confirmed) return;
    const b = await db.booking.findUniqueOrThrow({ where: { id: event.payload.bookingId } });
    await db.$transaction((tx) =>
      fanOut(tx, b.vendorId, {
        id: `evt_${event.id}`,
        type: "booking.confirmed",
        createdAt: now(),
        data: {
          booking_id: b.id,
          booking_reference: b.reference,
          vendor_id: b.vendorId,
          quote_id: b.quoteId,
          service_date: day(b.serviceDate),
          total: money(b.total),
          amount_paid: money(b.amountPaid),
        },
      }),
    );
  });

  on("BookingCancelled", async (event) => {
    const p = event.payload;
    const b = await db.booking.findUniqueOrThrow({ where: { id: p.bookingId }, select: { reference: true } });
    await db.$transaction((tx) =>
      fanOut(tx, p.vendorId, {
        id: `evt_${event.id}`,
        type: "booking.cancelled",
        createdAt: now(),
        data: { booking_id: p.bookingId, booking_reference: b.reference, vendor_id: p.vendorId, cancelled_by: p.cancelledBy, refund_due: money(p.refundDue) },
      }),
    );
  });

  on("RfqSent", async (event) => {
    const rfq = await db.rfq.findUniqueOrThrow({ where: { id: event.payload.rfqId }, select: { id: true, categoryId: true, neededBy: true } });
    await db.$transaction(async (tx) => {
      for (const vendorId of event.payload.vendorIds) {
        await fanOut(tx, vendorId, {
          // One event per recipient vendor: partners see each of them.
          id: `evt_${event.id}_${vendorId}`,
          type: "rfq.received",
          createdAt: now(),
          data: { rfq_id: rfq.id, vendor_id: vendorId, category_id: rfq.categoryId, needed_by: day(rfq.neededBy) },
        });
      }
    });
  });

  on("BookingCreated", async (event) => {
    const p = event.payload;
    await db.$transaction((tx) =>
      fanOut(tx, p.vendorId, {
        id: `evt_${event.id}`,
        type: "quote.accepted",
        createdAt: now(),
        data: { quote_id: p.quoteId, rfq_id: p.rfqId, vendor_id: p.vendorId, booking_id: p.bookingId },
      }),
    );
  });

  on("PaymentSucceeded", async (event) => {
    const p = event.payload;
    const payment = await db.payment.findUniqueOrThrow({ where: { id: p.paymentId }, select: { vendorId: true, amount: true, currency: true } });
    await db.$transaction((tx) =>
      fanOut(tx, payment.vendorId, {
        id: `evt_${event.id}`,
        type: "payment.succeeded",
        createdAt: now(),
        data: {
          payment_id: p.paymentId,
          vendor_id: payment.vendorId,
          payable_type: p.payableType,
          payable_id: p.payableId,
          purpose: p.purpose,
          amount: money(payment.amount, payment.currency),
        },
      }),
    );
  });

  on("RefundSettled", async (event) => {
    const p = event.payload;
    if (p.outcome !== "processed") return;
    const [refund, booking] = await Promise.all([
      db.refund.findUnique({ where: { id: p.refundId }, select: { amount: true } }),
      db.booking.findUnique({ where: { id: p.bookingId }, select: { vendorId: true } }),
    ]);
    // Nothing to tell a partner about a refund this database does not hold (the other handlers of the event still run).
    if (!refund || !booking) return;
    await db.$transaction((tx) =>
      fanOut(tx, booking.vendorId, {
        id: `evt_${event.id}`,
        type: "refund.processed",
        createdAt: now(),
        data: {
          refund_id: p.refundId,
          booking_id: p.bookingId,
          vendor_id: booking.vendorId,
          amount: money(refund.amount),
          payment_fully_refunded: p.paymentFullyRefunded,
        },
      }),
    );
  });

  // ReviewPublished also follows a hide or a deletion (the vendor's rating changed): only a published review is sent, once per review.
  on("ReviewPublished", async (event) => {
    const review = await db.review.findUnique({
      where: { id: event.payload.reviewId },
      select: { id: true, status: true, vendorId: true, bookingId: true, overallRating: true },
    });
    if (!review || review.status !== "published" || review.overallRating === null) return;
    await db.$transaction((tx) =>
      fanOut(tx, review.vendorId, {
        id: `evt_review_published_${review.id}`,
        type: "review.published",
        createdAt: now(),
        data: { review_id: review.id, vendor_id: review.vendorId, booking_id: review.bookingId, overall_rating: review.overallRating },
      }),
    );
  });
}
