import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { openOrJoinCase } from "./open-moderation-case";
import { authoredReview, reviewError } from "./review-content";
import type { MyReviewView } from "./schemas";
import { myReviewView } from "./views";
import { appealUntil } from "./windows";

// POST /reviews/{id}/appeal (author): a hidden review may be appealed once,
// within 14 days of being hidden. The appeal opens a moderation case (cause
// appeal, the author's reason as its note) that a moderator decides: upheld
// restores the review, denied leaves it hidden.

export async function appealReview(reviewId: string, input: { reason: string }, ctx: RequestContext): Promise<MyReviewView> {
  const userId = callerId(ctx);
  await db.$transaction(async (tx) => {
    const review = await authoredReview(userId, reviewId, tx);
    if (review.status !== "hidden" || !review.hiddenAt) throw reviewError("CONFLICT", "not_hidden");
    if (review.appealedAt) throw reviewError("CONFLICT", "already_appealed");
    const closes = appealUntil(review.hiddenAt);
    if (now() > closes) throw reviewError("CONFLICT", "appeal_window_closed", { date: closes.toISOString().slice(0, 10) });
    // Conditional, so of two appeals at once exactly one opens a case.
    const { count } = await tx.review.updateMany({ where: { id: review.id, status: "hidden", appealedAt: null }, data: { appealedAt: now() } });
    if (count !== 1) throw reviewError("CONFLICT", "already_appealed");
    await openOrJoinCase(tx, { reviewId: review.id, replyId: null }, "appeal", input.reason);
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "review.appealed",
      entityType: "review",
      entityId: review.id,
      reason: input.reason,
      request: ctx,
    });
  });
  return myReviewView(reviewId, ctx.locale);
}
