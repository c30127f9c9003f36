"use client";

import { useApiQuery } from "@/components/ui/use-api";
import type { MyReviewView } from "./types";

// The customer's own reviews (GET /me/reviews): the booking page and the
// review form find a booking's review here.

export function useMyReviews() {
  return useApiQuery("/me/reviews", { query: { per_page: 50 } });
}

/** The booking's review, if any: a deleted review leaves the booking reviewed. */
export function reviewOfBooking(reviews: MyReviewView[] | undefined, bookingId: string): MyReviewView | null {
  return reviews?.find((r) => r.booking_id === bookingId) ?? null;
}

/** Whether a window (edit, appeal) is still open at `nowMs`. */
export function isOpen(until: string | null | undefined, nowMs: number): boolean {
  return !!until && new Date(until).getTime() > nowMs;
}
