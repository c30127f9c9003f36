import { now } from "../core/clock";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { checkCriteria, writeAddedRatings } from "./criteria";
import { assertReviewWindow, contentData, lockedOwnBooking, reviewError, setPhotos, type ReviewSource } from "./review-content";
import type { CreateReviewInput, MyReviewView } from "./schemas";
import { submitDraft } from "./submit-review";
import { myReviewView } from "./views";

// Writing a review of a booking, from either path (POST /bookings/{id}/review
// and POST /reviews with booking_id): only the booking's customer, once the
// booking is completed and for 90 days after. A booking has one review row:
// autosave (submit: false) creates its draft or updates it; submitting
// screens it. Once submitted, another create is 409 REVIEW_ALREADY_EXISTS.
// A completed direct order is reviewed the same way (POST /orders/{id}/review,
// source "order": the order is the verified source; docs/orders.md).

export async function createReview(
  bookingId: string,
  input: CreateReviewInput,
  ctx: RequestContext,
  source: ReviewSource = "booking",
): Promise<{ review: MyReviewView; created: boolean }> {
  const userId = callerId(ctx);
  const { id, created } = await db.$transaction(async (tx) => {
    // The booking stays locked to the end: two saves of one booking at once make one draft, not a unique-key error.
    const booking = await lockedOwnBooking(tx, userId, bookingId, source);
    assertReviewWindow(booking);
    const existing = await tx.review.findUnique({ where: { bookingId: booking.id } });
    if (existing && existing.status !== "draft") throw reviewError("REVIEW_ALREADY_EXISTS", "already_exists");
    const data = contentData(input);
    const added = await checkCriteria(tx, input.criteria);
    const draft = existing
      ? await tx.review.update({ where: { id: existing.id }, data })
      : await tx.review.create({
          data: {
            id: newId(),
            bookingId: booking.id,
            sourceType: source,
            vendorId: booking.vendorId,
            authorUserId: userId,
            status: "draft",
            ...data,
            createdAt: now(),
          },
        });
    await writeAddedRatings(tx, draft.id, added);
    await setPhotos(tx, draft.id, userId, input.photo_media_ids);
    if (input.submit) await submitDraft(tx, draft);
    return { id: draft.id, created: !existing };
  });
  return { review: await myReviewView(id, ctx.locale), created };
}
