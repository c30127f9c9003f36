import { now } from "../core/clock";
import { db } from "../core/db/client";
import { Prisma } from "../core/db/generated/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { recomputeVendorRating } from "./aggregates";
import { reviewMachine } from "./state-machine";
import { openOrJoinCase } from "./open-moderation-case";
import { addedRatings, checkCriteria, writeAddedRatings } from "./criteria";
import {
  assertPublishable,
  assertReviewWindow,
  authoredReview,
  contentData,
  lockedOwnBooking,
  reviewError,
  setPhotos,
  type ReviewSource,
} from "./review-content";
import type { MyReviewView, ReviewContentInput } from "./schemas";
import { screenText } from "./screening";
import { myReviewView } from "./views";
import { editableUntil } from "./windows";

// PATCH /reviews/{id} (author): a draft changes at any time while the
// booking's 90-day window is open (autosave); a published review within 7
// days of publishing, re-screened: clean -> still published (edited_at set),
// flagged -> held for a moderator. Either way the vendor's aggregates are
// recomputed in the same transaction.

export async function updateReview(reviewId: string, input: ReviewContentInput, ctx: RequestContext): Promise<MyReviewView> {
  const userId = callerId(ctx);
  await db.$transaction(async (tx) => {
    const { bookingId, sourceType } = await authoredReview(userId, reviewId, tx);
    const booking = await lockedOwnBooking(tx, userId, bookingId, sourceType as ReviewSource);
    const review = await authoredReview(userId, reviewId, tx);
    const data = contentData(input);
    const added = await checkCriteria(tx, input.criteria);

    if (review.status === "draft") {
      assertReviewWindow(booking);
      await tx.review.update({ where: { id: review.id }, data });
      await writeAddedRatings(tx, review.id, added);
      await setPhotos(tx, review.id, userId, input.photo_media_ids);
      return;
    }
    if (review.status !== "published" || !review.publishedAt) throw reviewError("CONFLICT", "not_editable");
    const closes = editableUntil(review.publishedAt);
    if (now() > closes) throw reviewError("CONFLICT", "edit_window_closed", { date: closes.toISOString().slice(0, 10) });
    if (Object.keys(data).length === 0 && Object.keys(added).length === 0 && input.photo_media_ids === undefined) return;

    const edited = { ...review, ...data };
    await writeAddedRatings(tx, review.id, added);
    assertPublishable(edited, await addedRatings(tx, review.id));
    await setPhotos(tx, review.id, userId, input.photo_media_ids);
    const screening = await screenText(tx, [edited.title, edited.body]);
    const subject = { id: review.id, status: "published" as const };
    if (screening.flagged) {
      await reviewMachine.move(tx, subject, "hold", { data: { ...data, editedAt: now(), screeningFlags: screening.flags as Prisma.InputJsonValue } });
      await openOrJoinCase(tx, { reviewId: review.id, replyId: null }, "screening");
    } else {
      await reviewMachine.move(tx, subject, "edit", { data: { ...data, editedAt: now(), screeningFlags: Prisma.DbNull } });
    }
    await recomputeVendorRating(tx, review.vendorId, review.id);
  });
  return myReviewView(reviewId, ctx.locale);
}
