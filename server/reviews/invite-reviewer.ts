import { db } from "../core/db/client";
import { notifyReviewerOnce } from "./review-notices";

// BookingCompleted opens the review window: the customer gets `review.invite`
// (spec Notifications), its in-app link opening the review form. Delivered at
// least once, sent once.

export async function inviteReviewer(bookingId: string): Promise<boolean> {
  return db.$transaction((tx) => notifyReviewerOnce(tx, bookingId, "review.invite", (_closesAt, vendorName) => ({ vendor_name: vendorName })));
}
