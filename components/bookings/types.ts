import type { ApiData } from "@/components/ui/api-types";

// Booking payloads the pages read, as the OpenAPI document types them
// (public/sdk/api-v1.d.ts), so a changed payload fails tsc here.

export type BookingRow = ApiData<"/bookings/{id}">;
export type CancellationPolicy = ApiData<"/bookings/cancellation-policy">;

/** Kept here (not imported from the server) so the browser bundle stays free of zod and decimal.js. */
export const BOOKING_STATUSES = ["pending", "confirmed", "refund_requested", "completed", "cancelled"] as const;

/** A status filter's value as the API takes it ("" = all). */
export const bookingStatusOf = (value: string | null) => BOOKING_STATUSES.find((s) => s === value);
