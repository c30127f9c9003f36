import type { Tx } from "../core/db/client";

/**
 * Serializes everything that reads or changes a booking's amount paid: the
 * deposit parts as they land, the deposit timeout and the customer's
 * cancellation. Two parts paid at once add up one after the other (and
 * confirm once); a cancellation refunds every part applied before it.
 */
export async function lockBookingPayments(tx: Tx, bookingId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-payment:${bookingId}`}, 0))`;
}
