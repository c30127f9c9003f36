import { db } from "../core/db/client";
import { notifyReviewerOnce, type ReviewSourceType } from "./review-notices";

// BookingCompleted and OrderCompleted open the review window: the customer
// gets `review.invite` (spec Notifications), its in-app link opening the
// review form. Delivered at least once, sent once.

export async function inviteReviewer(sourceId: string, sourceType: ReviewSourceType = "booking"): Promise<boolean> {
  return db.$transaction((tx) => notifyReviewerOnce(tx, sourceId, "review.invite", (_closesAt, vendorName) => ({ vendor_name: vendorName }), sourceType));
}
