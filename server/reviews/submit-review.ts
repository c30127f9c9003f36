import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import { Prisma, type Review } from "../core/db/generated/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { recomputeVendorRating } from "./aggregates";
import { reviewMachine } from "./state-machine";
import { openOrJoinCase } from "./open-moderation-case";
import { addedRatings } from "./criteria";
import { assertPublishable, assertReviewWindow, authoredReview, lockedOwnBooking, reviewError, type ReviewSource } from "./review-content";
import type { MyReviewView } from "./schemas";
import { screenText } from "./screening";
import { myReviewView } from "./views";

// Submitting a draft (spec States "Review": draft -> published when it passes
// auto-screening, -> pending_moderation when screening flags it). Title and
// body are screened together; a flagged review waits in the moderation queue
// with what screening found.

/** Screens and moves a draft inside the caller's transaction; `draft` is the row as it will be submitted. */
export async function submitDraft(tx: Tx, draft: Review): Promise<void> {
  assertPublishable(draft, await addedRatings(tx, draft.id));
  const screening = await screenText(tx, [draft.title, draft.body]);
  const at = now();
  const subject = { id: draft.id, status: "draft" as const };
  if (screening.flagged) {
    await reviewMachine.move(tx, subject, "flag", { data: { submittedAt: at, screeningFlags: screening.flags as Prisma.InputJsonValue } });
    await openOrJoinCase(tx, { reviewId: draft.id, replyId: null }, "screening");
    return;
  }
  await reviewMachine.move(tx, subject, "publish", { data: { submittedAt: at, publishedAt: at, screeningFlags: Prisma.DbNull } });
  await recomputeVendorRating(tx, draft.vendorId, draft.id);
}

/** POST /reviews/{id}/submit: the author submits their draft while the booking's 90-day window is open. */
export async function submitReview(reviewId: string, ctx: RequestContext): Promise<MyReviewView> {
  const userId = callerId(ctx);
  await db.$transaction(async (tx) => {
    const { bookingId, sourceType } = await authoredReview(userId, reviewId, tx);
    // Locked like every other write of the booking's review, then read again under the lock.
    const booking = await lockedOwnBooking(tx, userId, bookingId, sourceType as ReviewSource);
    const review = await authoredReview(userId, reviewId, tx);
    if (review.status !== "draft") throw reviewError("CONFLICT", "not_draft");
    assertReviewWindow(booking);
    await submitDraft(tx, review);
  });
  return myReviewView(reviewId, ctx.locale);
}
