import { randomInt } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import type { Tx } from "../core/db/client";
import type { Booking } from "../core/db/generated/client";
import { newId } from "../core/ids";
import { KUWAIT_TZ } from "../core/kuwait-time";
import { percentOf } from "../core/money";
import { emit } from "../core/outbox/outbox";

// A booking is born `pending` from an accepted quote, in the accept
// transaction (server/rfq/accept-quote.ts). The unique rfq_id and quote_id
// keys refuse a second booking when two accepts race.

export const DEPOSIT_PERCENT = 20;
const HOUR_MS = 60 * 60 * 1000;
/** The customer has this long to pay the deposit... */
export const PAYMENT_WINDOW_HOURS = 48;
/** ...but never past the start of the service day in Kuwait, and always at least this long. */
export const MIN_PAYMENT_WINDOW_HOURS = 2;

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "BK-" and 8 random Crockford base-32 characters: easy to read out on the phone. */
export function bookingReference(): string {
  let out = "BK-";
  for (let i = 0; i < 8; i++) out += CROCKFORD[randomInt(CROCKFORD.length)];
  return out;
}

/** 00:00 in Kuwait on a `@db.Date` day. */
export function kuwaitDayStart(day: Date): Date {
  return new Date(new TZDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 0, 0, 0, 0, KUWAIT_TZ).getTime());
}

/** 48 h after acceptance, cut at the start of the service day in Kuwait, but at least 2 h (docs/decisions.md). */
export function paymentDeadline(acceptedAt: Date, serviceDate: Date): Date {
  const window = acceptedAt.getTime() + PAYMENT_WINDOW_HOURS * HOUR_MS;
  const floor = acceptedAt.getTime() + MIN_PAYMENT_WINDOW_HOURS * HOUR_MS;
  return new Date(Math.min(window, Math.max(kuwaitDayStart(serviceDate).getTime(), floor)));
}

export type NewBooking = {
  rfq: { id: string; eventId: string; customerUserId: string; neededBy: Date };
  quote: { id: string; vendorId: string; total: { toString(): string } };
  eventDate: Date | null;
  at: Date;
};

/** Writes the pending booking and emits BookingCreated, in the caller's transaction. */
export async function createBooking(tx: Tx, input: NewBooking): Promise<Booking> {
  const { rfq, quote, at } = input;
  const serviceDate = input.eventDate ?? rfq.neededBy;
  const booking = await tx.booking.create({
    data: {
      id: newId(),
      reference: bookingReference(),
      eventId: rfq.eventId,
      rfqId: rfq.id,
      quoteId: quote.id,
      customerUserId: rfq.customerUserId,
      vendorId: quote.vendorId,
      status: "pending",
      total: quote.total.toString(),
      depositDue: percentOf(quote.total, DEPOSIT_PERCENT).toFixed(3),
      amountPaid: "0.000",
      serviceDate,
      paymentDeadline: paymentDeadline(at, serviceDate),
      createdAt: at,
    },
  });
  await emit(tx, "BookingCreated", { bookingId: booking.id, rfqId: rfq.id, quoteId: quote.id, vendorId: quote.vendorId, customerUserId: rfq.customerUserId });
  return booking;
}
