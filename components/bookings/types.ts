import type { BookingView } from "@/server/bookings/schemas";

// Booking payloads the pages read: the API's own response types (type-only
// imports, erased from the browser bundle), so a changed payload fails tsc here.

export type BookingRow = BookingView;
export type CancellationPolicy = Pick<BookingView["cancellation_policy"], "tiers">;

/** Kept here (not imported from the server) so the browser bundle stays free of zod and decimal.js. */
export const BOOKING_STATUSES = ["pending", "confirmed", "refund_requested", "completed", "cancelled"] as const;
