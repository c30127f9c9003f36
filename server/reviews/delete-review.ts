import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { recomputeVendorRating } from "./aggregates";
import { reviewMachine } from "./state-machine";
import { authoredReview, lockedOwnBooking, reviewError, type ReviewSource } from "./review-content";
import { editableUntil } from "./windows";

// DELETE /reviews/{id} (author). A published review, within 7 days of
// publishing: a soft delete (status deleted, the row kept), audited, the
// vendor's aggregates recomputed in the same transaction. A draft was never
// submitted, so discarding it removes the row and frees its photos: the
// customer may start again while the booking's window is open.

export async function deleteReview(reviewId: string, ctx: RequestContext): Promise<void> {
  const userId = callerId(ctx);
  await db.$transaction(async (tx) => {
    const { bookingId, sourceType } = await authoredReview(userId, reviewId, tx);
    await lockedOwnBooking(tx, userId, bookingId, sourceType as ReviewSource);
    const review = await authoredReview(userId, reviewId, tx);
    const audit = { actor: { type: "user" as const, id: userId }, entityType: "review", entityId: review.id, request: ctx };

    if (review.status === "draft") {
      await tx.media.updateMany({ where: { context: "review_photo", subjectId: review.id }, data: { subjectId: null } });
      await tx.reviewPhoto.deleteMany({ where: { reviewId: review.id } });
      await tx.review.delete({ where: { id: review.id } });
      await writeAudit(tx, { ...audit, action: "review.draft_discarded" });
      return;
    }
    if (review.status !== "published" || !review.publishedAt) throw reviewError("CONFLICT", "not_deletable");
    const closes = editableUntil(review.publishedAt);
    if (now() > closes) throw reviewError("CONFLICT", "edit_window_closed", { date: closes.toISOString().slice(0, 10) });
    await reviewMachine.move(tx, { id: review.id, status: "published" }, "delete", {
      data: { deletedAt: now() },
      audit: { actor: audit.actor, action: "review.deleted", request: ctx },
    });
    await recomputeVendorRating(tx, review.vendorId, review.id);
  });
}
